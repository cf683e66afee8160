CREATE TABLE "lesson_intros_seen" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_intros_seen_child_lesson" UNIQUE("child_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "lesson_intros_seen" ADD CONSTRAINT "lesson_intros_seen_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_intros_seen" ADD CONSTRAINT "lesson_intros_seen_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_intros_seen_lesson" ON "lesson_intros_seen" USING btree ("lesson_id");