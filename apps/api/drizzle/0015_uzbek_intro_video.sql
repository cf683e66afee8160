ALTER TABLE "games" ADD COLUMN "video_first_uz" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "video_first_poster_uz" text;