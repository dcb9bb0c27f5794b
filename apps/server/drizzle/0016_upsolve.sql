CREATE TABLE "user_upsolve" (
	"user_id" bigint NOT NULL,
	"contest_id" text NOT NULL,
	"platform" text NOT NULL,
	"problem_id" text NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"solved" boolean NOT NULL,
	CONSTRAINT "user_upsolve_user_id_contest_id_problem_id_pk" PRIMARY KEY("user_id","contest_id","problem_id")
);
--> statement-breakpoint
ALTER TABLE "user_upsolve" ADD CONSTRAINT "user_upsolve_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_upsolve" ADD CONSTRAINT "user_upsolve_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_upsolve_user_platform_idx" ON "user_upsolve" USING btree ("user_id","platform");