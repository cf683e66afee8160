ALTER TABLE "blocks" ADD COLUMN "title_uz" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "title_uz" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "title_uz" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "title_uz" text;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "title_uz" text;