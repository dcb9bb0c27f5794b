CREATE TABLE "user_solved_problems" (
	"user_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"problem_id" text NOT NULL,
	CONSTRAINT "user_solved_problems_user_id_platform_problem_id_pk" PRIMARY KEY("user_id","platform","problem_id")
);
--> statement-breakpoint
CREATE TABLE "recommendation_skips" (
	"user_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"problem_id" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "recommendation_skips_user_id_platform_problem_id_pk" PRIMARY KEY("user_id","platform","problem_id")
);
--> statement-breakpoint
ALTER TABLE "user_solved_problems" ADD CONSTRAINT "user_solved_problems_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_skips" ADD CONSTRAINT "recommendation_skips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
