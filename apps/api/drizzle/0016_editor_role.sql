ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "editor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action" CHECK ("admin_audit"."action" in ('course.open', 'course.close', 'role.set', 'editor.set'));