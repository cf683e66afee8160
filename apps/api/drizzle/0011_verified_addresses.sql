CREATE TABLE "phone_verified_addresses" (
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "phone_verified_addresses_pk" PRIMARY KEY("phone","address")
);
