-- Families (ADR 0036): a phone account (users) holds 1–6 children, and every learner record moves
-- from the user to the user's first child. The first child takes the user's id, so every
-- learner row keeps its values and only its column is renamed; nothing is copied or lost.
CREATE TABLE "children" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"age" integer,
	"avatar" text DEFAULT 'boy' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "children_age_range" CHECK ("children"."age" is null or ("children"."age" between 1 and 120)),
	CONSTRAINT "children_avatar" CHECK ("children"."avatar" in ('boy', 'girl'))
);--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "children_user" ON "children" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "children" ("id", "user_id", "name", "age", "avatar", "created_at", "updated_at")
	SELECT "id", "id", "name", "age", "avatar", "created_at", "updated_at" FROM "users";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"children"', 'id'), coalesce((SELECT max("id") FROM "children"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "user_days" DROP CONSTRAINT "user_days_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_days" RENAME COLUMN "user_id" TO "child_id";--> statement-breakpoint
ALTER TABLE "user_days" ADD CONSTRAINT "user_days_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_onboarding" DROP CONSTRAINT "user_onboarding_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_onboarding" RENAME COLUMN "user_id" TO "child_id";--> statement-breakpoint
ALTER TABLE "user_onboarding" ADD CONSTRAINT "user_onboarding_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_dictionary" DROP CONSTRAINT "user_dictionary_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_dictionary" RENAME COLUMN "user_id" TO "child_id";--> statement-breakpoint
ALTER TABLE "user_dictionary" ADD CONSTRAINT "user_dictionary_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_questions" DROP CONSTRAINT "user_questions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_questions" RENAME COLUMN "user_id" TO "child_id";--> statement-breakpoint
ALTER TABLE "user_questions" ADD CONSTRAINT "user_questions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_games" DROP CONSTRAINT "user_games_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_games" RENAME COLUMN "user_id" TO "child_id";--> statement-breakpoint
ALTER TABLE "user_games" ADD CONSTRAINT "user_games_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" DROP CONSTRAINT "user_achievements_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_achievements" RENAME COLUMN "user_id" TO "child_id";--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "child_id" integer;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "refresh_tokens" SET "child_id" = "user_id";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "parent_pin_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gate_misses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gate_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_age_range";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_avatar";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "age";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "avatar";
