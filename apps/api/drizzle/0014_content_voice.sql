CREATE TABLE "pronunciations" (
	"voice" text NOT NULL,
	"text" text NOT NULL,
	"say" text NOT NULL,
	CONSTRAINT "pronunciations_voice_text_pk" PRIMARY KEY("voice","text")
);
--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "title_uz" text;--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "description_uz" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "instruction" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "instruction_uz" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "instruction_audio_url" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "instruction_uz_audio_url" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "prompt_uz" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "prompt_uz_audio_url" text;