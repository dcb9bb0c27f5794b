CREATE TABLE "rating_contestants" (
	"contest_id" text NOT NULL,
	"handle_key" text NOT NULL,
	"handle" text NOT NULL,
	"rank" integer NOT NULL,
	"rating" double precision,
	"attended" integer,
	CONSTRAINT "rating_contestants_contest_id_handle_key_pk" PRIMARY KEY("contest_id","handle_key")
);
--> statement-breakpoint
ALTER TABLE "rating_rounds" ADD COLUMN "pages_read" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rating_rounds" ADD COLUMN "pages_total" integer;--> statement-breakpoint
ALTER TABLE "rating_contestants" ADD CONSTRAINT "rating_contestants_contest_id_rating_rounds_contest_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."rating_rounds"("contest_id") ON DELETE cascade ON UPDATE no action;