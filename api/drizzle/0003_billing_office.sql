CREATE TABLE "addon_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"addon_id" bigint NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"service_status" text,
	"brief" text,
	"customer_note" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"desc" text,
	"kind" text NOT NULL,
	"feature_key" text,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"platform" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"client_id" text,
	"client_secret_encrypted" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "features" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The catalogue of gated feature keys (spec §6); names are English defaults an admin can edit.
INSERT INTO "features" ("key", "name", "icon", "sort") VALUES
	('brainstorm', 'Ideas Generator', 'bulb', 10),
	('custom-idea-generator', 'Custom Ideas', 'edit', 20),
	('knowledge-base', 'Knowledge Base', 'book', 30),
	('content-creator', 'Content Creator Workplace', 'message', 40),
	('spin-wheel', 'Decision Maker', 'sync', 50),
	('custom-checklist', 'Custom To-Do Tasks', 'check-square', 60),
	('pre_made.checklists', 'Pre-Made Checklists', 'ordered-list', 70),
	('elements', 'Content Library', 'picture', 80),
	('insights', 'Instagram Insights', 'bar-chart', 90),
	('twitter.trends', 'What''s Trending', 'rise', 100),
	('ad.library', 'Ad Library', 'notification', 110),
	('video-creator', 'Video Creator', 'video-camera', 120),
	('schedule-monitor', 'Spy Monitor', 'eye', 130),
	('auto-publishing', 'Auto Publishing', 'send', 140),
	('virtual-assistant', 'Virtual Assistant', 'customer-service', 150)
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "channels" ("platform") VALUES ('facebook'), ('instagram'), ('linkedin'), ('twitter') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE "impersonations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"hash_digest" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ALTER COLUMN "plan_duration_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ALTER COLUMN "interval" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "kind" text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "addon_order_id" bigint;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "replaces_subscription_id" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "addon_id" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "addon_order_id" bigint;--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ADD COLUMN "impersonation_id" bigint;--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ADD COLUMN "mode" text DEFAULT 'subscription' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "renewal_fails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "addon_orders" ADD CONSTRAINT "addon_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_orders" ADD CONSTRAINT "addon_orders_addon_id_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addons" ADD CONSTRAINT "addons_feature_key_features_key_fk" FOREIGN KEY ("feature_key") REFERENCES "public"."features"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonations" ADD CONSTRAINT "impersonations_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonations" ADD CONSTRAINT "impersonations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addon_orders_user_id_index" ON "addon_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "addon_orders_service_status_index" ON "addon_orders" USING btree ("service_status");--> statement-breakpoint
CREATE UNIQUE INDEX "impersonations_hash_digest_unique" ON "impersonations" USING btree ("hash_digest");--> statement-breakpoint
CREATE INDEX "impersonations_user_id_index" ON "impersonations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_addon_order_id_addon_orders_id_fk" FOREIGN KEY ("addon_order_id") REFERENCES "public"."addon_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_replaces_subscription_id_subscriptions_id_fk" FOREIGN KEY ("replaces_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_addon_id_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_addon_order_id_addon_orders_id_fk" FOREIGN KEY ("addon_order_id") REFERENCES "public"."addon_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ADD CONSTRAINT "personal_access_tokens_impersonation_id_impersonations_id_fk" FOREIGN KEY ("impersonation_id") REFERENCES "public"."impersonations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DELETE FROM "plan_features" WHERE "key" NOT IN (SELECT "key" FROM "features");--> statement-breakpoint
ALTER TABLE "plan_features" ADD CONSTRAINT "plan_features_key_features_key_fk" FOREIGN KEY ("key") REFERENCES "public"."features"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_features" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "plan_features" DROP COLUMN "icon";