CREATE TABLE "achievements" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "achievements_game_key" UNIQUE("game_id","key")
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "blocks_module_key" UNIQUE("module_id","key")
);
--> statement-breakpoint
CREATE TABLE "course_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"granted_by" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_access_user_course" UNIQUE("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "dictionary_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"key" text NOT NULL,
	"word" text NOT NULL,
	"translation" text NOT NULL,
	"image_url" text,
	"audio_url" text,
	"order" integer NOT NULL,
	CONSTRAINT "dictionary_words_lesson_key" UNIQUE("lesson_id","key")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"main_image" text NOT NULL,
	"video_first" text NOT NULL,
	"video_first_poster" text NOT NULL,
	"video_last" text NOT NULL,
	"video_last_poster" text NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "games_lesson_key" UNIQUE("lesson_id","key")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "lessons_block_key" UNIQUE("block_id","key")
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "modules_course_key" UNIQUE("course_id","key")
);
--> statement-breakpoint
CREATE TABLE "question_duolingos" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"left_answer" text NOT NULL,
	"right_answer" text NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"left" text NOT NULL,
	"right" text NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_personages" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"variant_id" integer,
	"personage_number" integer NOT NULL,
	"answer" text NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "question_personages_number" CHECK ("question_personages"."personage_number" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "question_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text NOT NULL,
	"image_url" text,
	"is_correct" boolean DEFAULT false NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"audio_url" text,
	"order" integer NOT NULL,
	CONSTRAINT "questions_game_key" UNIQUE("game_id","key")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"support_phone" text NOT NULL,
	"telegram_link" text,
	"instagram_link" text,
	"facebook_link" text,
	"youtube_link" text,
	CONSTRAINT "settings_single_row" CHECK ("settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_access" ADD CONSTRAINT "course_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_access" ADD CONSTRAINT "course_access_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_words" ADD CONSTRAINT "dictionary_words_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_block_id_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_duolingos" ADD CONSTRAINT "question_duolingos_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_images" ADD CONSTRAINT "question_images_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_pairs" ADD CONSTRAINT "question_pairs_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_personages" ADD CONSTRAINT "question_personages_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_personages" ADD CONSTRAINT "question_personages_variant_id_question_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."question_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_variants" ADD CONSTRAINT "question_variants_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "achievements_game" ON "achievements" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "blocks_module" ON "blocks" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "course_access_course" ON "course_access" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "dictionary_words_lesson" ON "dictionary_words" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "games_lesson" ON "games" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "lessons_block" ON "lessons" USING btree ("block_id");--> statement-breakpoint
CREATE INDEX "modules_course" ON "modules" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "question_duolingos_question" ON "question_duolingos" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_images_question" ON "question_images" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_pairs_question" ON "question_pairs" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_personages_question" ON "question_personages" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_personages_variant" ON "question_personages" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "question_variants_question" ON "question_variants" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "questions_game" ON "questions" USING btree ("game_id");