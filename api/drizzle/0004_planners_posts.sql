CREATE TABLE "media_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"original_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"desc" text,
	"color" text DEFAULT '#7367f0' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" bigint NOT NULL,
	"share_link_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"verdict" text NOT NULL,
	"comment" text,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"planner_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"type" text DEFAULT 'text' NOT NULL,
	"title" text,
	"caption" text DEFAULT '' NOT NULL,
	"variants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"media_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link_url" text,
	"link_meta" jsonb,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_comment" text,
	"scheduled_at" timestamp with time zone,
	"local_time" text,
	"timezone" text,
	"review_status" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"planner_id" bigint,
	"token_digest" text NOT NULL,
	"token_encrypted" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planners" ADD CONSTRAINT "planners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_feedback" ADD CONSTRAINT "post_feedback_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_feedback" ADD CONSTRAINT "post_feedback_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_feedback" ADD CONSTRAINT "post_feedback_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_planner_id_planners_id_fk" FOREIGN KEY ("planner_id") REFERENCES "public"."planners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_planner_id_planners_id_fk" FOREIGN KEY ("planner_id") REFERENCES "public"."planners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_user_id_index" ON "media_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "planners_user_id_index" ON "planners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_feedback_post_id_index" ON "post_feedback" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "posts_planner_scheduled_index" ON "posts" USING btree ("planner_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "posts_user_scheduled_index" ON "posts" USING btree ("user_id","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_digest_unique" ON "share_links" USING btree ("token_digest");--> statement-breakpoint
CREATE INDEX "share_links_user_id_index" ON "share_links" USING btree ("user_id");