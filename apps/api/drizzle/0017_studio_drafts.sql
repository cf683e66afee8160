CREATE TABLE "studio_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"lesson_id" integer,
	"lesson_key" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_drafts_lesson" UNIQUE("lesson_id"),
	CONSTRAINT "studio_drafts_block_key" UNIQUE("block_id","lesson_key")
);
--> statement-breakpoint
CREATE TABLE "studio_publishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"lesson_id" integer,
	"lesson_path" text NOT NULL,
	"created" integer NOT NULL,
	"updated" integer NOT NULL,
	"deleted" integer NOT NULL,
	"unchanged" integer NOT NULL,
	"content_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_publishes_counts" CHECK ("studio_publishes"."created" >= 0 and "studio_publishes"."updated" >= 0 and "studio_publishes"."deleted" >= 0 and "studio_publishes"."unchanged" >= 0)
);
--> statement-breakpoint
ALTER TABLE "studio_drafts" ADD CONSTRAINT "studio_drafts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_drafts" ADD CONSTRAINT "studio_drafts_block_id_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_drafts" ADD CONSTRAINT "studio_drafts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_drafts" ADD CONSTRAINT "studio_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_publishes" ADD CONSTRAINT "studio_publishes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_publishes" ADD CONSTRAINT "studio_publishes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_publishes_lesson" ON "studio_publishes" USING btree ("lesson_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_publishes_actor" ON "studio_publishes" USING btree ("actor_id");