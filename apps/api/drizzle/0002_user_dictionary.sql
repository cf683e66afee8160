CREATE TABLE "user_dictionary" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"word_id" integer NOT NULL,
	"state" text NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"due_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_dictionary_user_word" UNIQUE("user_id","word_id"),
	CONSTRAINT "user_dictionary_state" CHECK ("user_dictionary"."state" in ('learned', 'unlearned'))
);
--> statement-breakpoint
ALTER TABLE "user_dictionary" ADD CONSTRAINT "user_dictionary_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_dictionary" ADD CONSTRAINT "user_dictionary_word_id_dictionary_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."dictionary_words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_dictionary_word" ON "user_dictionary" USING btree ("word_id");