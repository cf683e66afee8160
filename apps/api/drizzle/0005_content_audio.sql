ALTER TABLE "dictionary_words" ADD COLUMN "translation_audio_url" text;--> statement-breakpoint
ALTER TABLE "question_personages" ADD COLUMN "audio_url" text;--> statement-breakpoint
ALTER TABLE "question_variants" ADD COLUMN "audio_url" text;