CREATE TABLE "oauth_states" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"network" text NOT NULL,
	"state_digest" text NOT NULL,
	"cookie_digest" text NOT NULL,
	"code_verifier_encrypted" text,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_reminders" (
	"user_id" bigint NOT NULL,
	"local_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_reminders_user_id_local_date_pk" PRIMARY KEY("user_id","local_date")
);
--> statement-breakpoint
CREATE TABLE "publish_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"target_id" bigint NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publish_targets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"account_id" bigint,
	"platform" text NOT NULL,
	"account_name" text,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"job_id" text,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"armed_at" timestamp with time zone,
	"external_id" text,
	"link" text,
	"published_at" timestamp with time zone,
	"comment_state" text DEFAULT 'none' NOT NULL,
	"error_code" text,
	"error_message" text,
	"error_action" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"grant_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"kind" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"username" text,
	"link" text,
	"picture" text,
	"token_encrypted" text,
	"parent_external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"network" text NOT NULL,
	"external_user_id" text NOT NULL,
	"name" text NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"refresh_token_encrypted" text,
	"expires_at" timestamp with time zone,
	"refresh_expires_at" timestamp with time zone,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"status_reason" text,
	"refreshed_at" timestamp with time zone,
	"reconnect_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "auto_publishing" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "account_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reminders" ADD CONSTRAINT "post_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_events" ADD CONSTRAINT "publish_events_target_id_publish_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."publish_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_targets" ADD CONSTRAINT "publish_targets_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_targets" ADD CONSTRAINT "publish_targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_targets" ADD CONSTRAINT "publish_targets_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_grant_id_social_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."social_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_grants" ADD CONSTRAINT "social_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_states_state_digest_unique" ON "oauth_states" USING btree ("state_digest");--> statement-breakpoint
CREATE INDEX "publish_events_target_id_index" ON "publish_events" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publish_targets_post_account_unique" ON "publish_targets" USING btree ("post_id","account_id");--> statement-breakpoint
CREATE INDEX "publish_targets_state_next_index" ON "publish_targets" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "publish_targets_post_id_index" ON "publish_targets" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "publish_targets_user_id_index" ON "publish_targets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_user_platform_external_unique" ON "social_accounts" USING btree ("user_id","platform","external_id");--> statement-breakpoint
CREATE INDEX "social_accounts_grant_id_index" ON "social_accounts" USING btree ("grant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_grants_user_network_external_unique" ON "social_grants" USING btree ("user_id","network","external_user_id");--> statement-breakpoint
CREATE INDEX "social_grants_expires_at_index" ON "social_grants" USING btree ("expires_at");