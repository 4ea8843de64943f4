CREATE TABLE "publish_failure_notices" (
	"event_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publish_failure_notices" ADD CONSTRAINT "publish_failure_notices_event_id_publish_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."publish_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_failure_notices" ADD CONSTRAINT "publish_failure_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publish_events_failures_index" ON "publish_events" USING btree ("created_at") WHERE "publish_events"."to_state" = 'failure';