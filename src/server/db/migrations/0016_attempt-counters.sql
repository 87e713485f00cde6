CREATE TABLE "sign_in_failures" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"scope" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "sign_in_failures_kind_subject_scope_pk" PRIMARY KEY("kind","subject","scope")
);
