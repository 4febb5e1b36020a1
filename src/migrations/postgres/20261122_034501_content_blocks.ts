import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_content_tags_content_type" AS ENUM('article', 'reference');
  CREATE TYPE "public"."enum_landings_blocks_text_image_cta_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_landings_blocks_internal_cards_source" AS ENUM('articles', 'references');
  CREATE TYPE "public"."enum_landings_landing_type" AS ENUM('index', 'individual', 'find-facade', 'find-roofer', 'find-plaquiste', 'facade', 'roofer', 'plaquiste');
  CREATE TYPE "public"."enum_landings_user_profile" AS ENUM('PUBLIC_PROFILE', 'INDIVIDUAL_PROFILE', 'INDIVIDUAL_FACADIER_PROFILE', 'INDIVIDUAL_PLAFONNEUR_PROFILE', 'INDIVIDUAL_PLASTERBOARDER_PROFILE', 'PROFESSIONAL_FACADIER_PROFILE', 'PROFESSIONAL_PLAFONNEUR_PROFILE', 'PROFESSIONAL_PLASTERBOARDER_PROFILE');
  CREATE TYPE "public"."enum_landings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__landings_v_blocks_text_image_cta_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__landings_v_blocks_internal_cards_source" AS ENUM('articles', 'references');
  CREATE TYPE "public"."enum__landings_v_version_landing_type" AS ENUM('index', 'individual', 'find-facade', 'find-roofer', 'find-plaquiste', 'facade', 'roofer', 'plaquiste');
  CREATE TYPE "public"."enum__landings_v_version_user_profile" AS ENUM('PUBLIC_PROFILE', 'INDIVIDUAL_PROFILE', 'INDIVIDUAL_FACADIER_PROFILE', 'INDIVIDUAL_PLAFONNEUR_PROFILE', 'INDIVIDUAL_PLASTERBOARDER_PROFILE', 'PROFESSIONAL_FACADIER_PROFILE', 'PROFESSIONAL_PLAFONNEUR_PROFILE', 'PROFESSIONAL_PLASTERBOARDER_PROFILE');
  CREATE TYPE "public"."enum__landings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__landings_v_published_locale" AS ENUM('fr', 'nl');
  CREATE TYPE "public"."enum_pages_blocks_text_image_cta_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_internal_cards_source" AS ENUM('articles', 'references');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_cta_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_internal_cards_source" AS ENUM('articles', 'references');
  CREATE TYPE "public"."enum_articles_blocks_text_image_cta_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_articles_blocks_internal_cards_source" AS ENUM('articles', 'references');
  CREATE TYPE "public"."enum__articles_v_blocks_text_image_cta_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__articles_v_blocks_internal_cards_source" AS ENUM('articles', 'references');
  CREATE TYPE "public"."enum_blogs_blog_type" AS ENUM('news', 'advice');
  CREATE TYPE "public"."enum_blogs_user_profile" AS ENUM('PUBLIC_PROFILE', 'INDIVIDUAL_PROFILE', 'INDIVIDUAL_FACADIER_PROFILE', 'INDIVIDUAL_PLAFONNEUR_PROFILE', 'INDIVIDUAL_PLASTERBOARDER_PROFILE', 'PROFESSIONAL_FACADIER_PROFILE', 'PROFESSIONAL_PLAFONNEUR_PROFILE', 'PROFESSIONAL_PLASTERBOARDER_PROFILE');
  CREATE TYPE "public"."enum__blogs_v_version_blog_type" AS ENUM('news', 'advice');
  CREATE TYPE "public"."enum__blogs_v_version_user_profile" AS ENUM('PUBLIC_PROFILE', 'INDIVIDUAL_PROFILE', 'INDIVIDUAL_FACADIER_PROFILE', 'INDIVIDUAL_PLAFONNEUR_PROFILE', 'INDIVIDUAL_PLASTERBOARDER_PROFILE', 'PROFESSIONAL_FACADIER_PROFILE', 'PROFESSIONAL_PLAFONNEUR_PROFILE', 'PROFESSIONAL_PLASTERBOARDER_PROFILE');
  CREATE TABLE "calls_to_action" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "calls_to_action_locales" (
  	"title" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "content_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_type" "enum_content_tags_content_type" DEFAULT 'article' NOT NULL,
  	"weight" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "content_tags_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "landings_blocks_hero_double" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_left_id" integer,
  	"image_right_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "landings_blocks_hero_double_locales" (
  	"title_left" varchar,
  	"title_right" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_hero_single" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "landings_blocks_hero_single_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_title_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "landings_blocks_title_text_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_text_image_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_position" "enum_landings_blocks_text_image_cta_image_position" DEFAULT 'right',
  	"block_name" varchar
  );
  
  CREATE TABLE "landings_blocks_text_image_cta_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_banner_text_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "landings_blocks_banner_text_cta_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_image_caption" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "landings_blocks_image_caption_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_steps_text_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "landings_blocks_steps_text_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_steps_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "landings_blocks_steps_text_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_cards_slider_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "landings_blocks_cards_slider_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_cards_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "landings_blocks_cards_slider_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "landings_blocks_images_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_external_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "landings_blocks_external_cards_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_external_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "landings_blocks_external_cards_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_internal_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_landings_blocks_internal_cards_source" DEFAULT 'articles',
  	"content_tag_id" integer,
  	"highlighted_only" boolean DEFAULT false,
  	"items_per_page" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "landings_blocks_internal_cards_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_cards_product_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "landings_blocks_cards_product_products_locales" (
  	"name" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_cards_product" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "landings_blocks_cards_product_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings_blocks_faq_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"faq_id" integer,
  	"questions_shown" numeric DEFAULT 4,
  	"block_name" varchar
  );
  
  CREATE TABLE "landings_blocks_faq_cta_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"landing_type" "enum_landings_landing_type",
  	"user_profile" "enum_landings_user_profile",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_landings_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "landings_locales" (
  	"title" varchar,
  	"description" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "landings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"calls_to_action_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "_landings_v_blocks_hero_double" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_left_id" integer,
  	"image_right_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_hero_double_locales" (
  	"title_left" varchar,
  	"title_right" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_hero_single" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_hero_single_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_title_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_title_text_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_text_image_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_position" "enum__landings_v_blocks_text_image_cta_image_position" DEFAULT 'right',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_text_image_cta_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_banner_text_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_banner_text_cta_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_image_caption" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_image_caption_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_steps_text_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_steps_text_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_steps_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_steps_text_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_cards_slider_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_cards_slider_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_cards_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_cards_slider_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_images_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_external_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_external_cards_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_external_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_external_cards_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_internal_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__landings_v_blocks_internal_cards_source" DEFAULT 'articles',
  	"content_tag_id" integer,
  	"highlighted_only" boolean DEFAULT false,
  	"items_per_page" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_internal_cards_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_cards_product_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_cards_product_products_locales" (
  	"name" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_cards_product" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_cards_product_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_blocks_faq_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"faq_id" integer,
  	"questions_shown" numeric DEFAULT 4,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landings_v_blocks_faq_cta_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_landing_type" "enum__landings_v_version_landing_type",
  	"version_user_profile" "enum__landings_v_version_user_profile",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__landings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__landings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_landings_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landings_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"calls_to_action_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "pages_blocks_title_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_title_text_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_text_image_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_position" "enum_pages_blocks_text_image_cta_image_position" DEFAULT 'right',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text_image_cta_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_banner_text_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_banner_text_cta_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_image_caption" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_caption_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_steps_text_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_steps_text_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_steps_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_steps_text_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_cards_slider_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_cards_slider_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_cards_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cards_slider_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_images_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_external_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_external_cards_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_external_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_external_cards_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_internal_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_pages_blocks_internal_cards_source" DEFAULT 'articles',
  	"content_tag_id" integer,
  	"highlighted_only" boolean DEFAULT false,
  	"items_per_page" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_internal_cards_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_cards_product_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_cards_product_products_locales" (
  	"name" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_cards_product" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cards_product_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"faq_id" integer,
  	"questions_shown" numeric DEFAULT 4,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_cta_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"calls_to_action_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_title_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_title_text_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_text_image_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_position" "enum__pages_v_blocks_text_image_cta_image_position" DEFAULT 'right',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_image_cta_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_banner_text_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_banner_text_cta_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_image_caption" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_caption_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_steps_text_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_steps_text_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_steps_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_steps_text_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_cards_slider_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards_slider_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_cards_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards_slider_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_images_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_external_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_external_cards_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_external_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_external_cards_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_internal_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__pages_v_blocks_internal_cards_source" DEFAULT 'articles',
  	"content_tag_id" integer,
  	"highlighted_only" boolean DEFAULT false,
  	"items_per_page" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_internal_cards_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_cards_product_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards_product_products_locales" (
  	"name" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_cards_product" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards_product_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"faq_id" integer,
  	"questions_shown" numeric DEFAULT 4,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_cta_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"calls_to_action_id" integer
  );
  
  CREATE TABLE "articles_blocks_title_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_title_text_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_text_image_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_position" "enum_articles_blocks_text_image_cta_image_position" DEFAULT 'right',
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_text_image_cta_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_banner_text_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_banner_text_cta_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_image_caption" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_image_caption_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_steps_text_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "articles_blocks_steps_text_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_steps_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_steps_text_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_cards_slider_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "articles_blocks_cards_slider_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_cards_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_cards_slider_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_images_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_external_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "articles_blocks_external_cards_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_external_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_external_cards_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_internal_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_articles_blocks_internal_cards_source" DEFAULT 'articles',
  	"content_tag_id" integer,
  	"highlighted_only" boolean DEFAULT false,
  	"items_per_page" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_internal_cards_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_cards_product_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "articles_blocks_cards_product_products_locales" (
  	"name" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_cards_product" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_cards_product_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_faq_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"faq_id" integer,
  	"questions_shown" numeric DEFAULT 4,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_faq_cta_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"content_tags_id" integer,
  	"calls_to_action_id" integer
  );
  
  CREATE TABLE "_articles_v_blocks_title_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_title_text_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_text_image_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_position" "enum__articles_v_blocks_text_image_cta_image_position" DEFAULT 'right',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_text_image_cta_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_banner_text_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_banner_text_cta_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_image_caption" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_image_caption_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_steps_text_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_steps_text_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_steps_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_steps_text_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_cards_slider_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_cards_slider_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_cards_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_cards_slider_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_images_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_external_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_external_cards_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_external_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_external_cards_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_internal_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__articles_v_blocks_internal_cards_source" DEFAULT 'articles',
  	"content_tag_id" integer,
  	"highlighted_only" boolean DEFAULT false,
  	"items_per_page" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_internal_cards_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_cards_product_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_cards_product_products_locales" (
  	"name" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_cards_product" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_cards_product_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_faq_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"faq_id" integer,
  	"questions_shown" numeric DEFAULT 4,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_faq_cta_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"content_tags_id" integer,
  	"calls_to_action_id" integer
  );
  
  CREATE TABLE "blogs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"content_tags_id" integer
  );
  
  CREATE TABLE "_blogs_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"content_tags_id" integer
  );
  
  ALTER TABLE "pages" ADD COLUMN "name" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "articles" ADD COLUMN "display_date" timestamp(3) with time zone;
  ALTER TABLE "_articles_v" ADD COLUMN "version_display_date" timestamp(3) with time zone;
  ALTER TABLE "blogs" ADD COLUMN "name" varchar;
  ALTER TABLE "blogs" ADD COLUMN "blog_type" "enum_blogs_blog_type" DEFAULT 'news';
  ALTER TABLE "blogs" ADD COLUMN "user_profile" "enum_blogs_user_profile";
  ALTER TABLE "_blogs_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_blogs_v" ADD COLUMN "version_blog_type" "enum__blogs_v_version_blog_type" DEFAULT 'news';
  ALTER TABLE "_blogs_v" ADD COLUMN "version_user_profile" "enum__blogs_v_version_user_profile";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "calls_to_action_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "content_tags_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "landings_id" integer;
  ALTER TABLE "calls_to_action_locales" ADD CONSTRAINT "calls_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."calls_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content_tags_locales" ADD CONSTRAINT "content_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."content_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_hero_double" ADD CONSTRAINT "landings_blocks_hero_double_image_left_id_media_id_fk" FOREIGN KEY ("image_left_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landings_blocks_hero_double" ADD CONSTRAINT "landings_blocks_hero_double_image_right_id_media_id_fk" FOREIGN KEY ("image_right_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landings_blocks_hero_double" ADD CONSTRAINT "landings_blocks_hero_double_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_hero_double_locales" ADD CONSTRAINT "landings_blocks_hero_double_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_hero_double"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_hero_single" ADD CONSTRAINT "landings_blocks_hero_single_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landings_blocks_hero_single" ADD CONSTRAINT "landings_blocks_hero_single_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_hero_single_locales" ADD CONSTRAINT "landings_blocks_hero_single_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_hero_single"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_title_text" ADD CONSTRAINT "landings_blocks_title_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_title_text_locales" ADD CONSTRAINT "landings_blocks_title_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_title_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_text_image_cta" ADD CONSTRAINT "landings_blocks_text_image_cta_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landings_blocks_text_image_cta" ADD CONSTRAINT "landings_blocks_text_image_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_text_image_cta_locales" ADD CONSTRAINT "landings_blocks_text_image_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_text_image_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_banner_text_cta" ADD CONSTRAINT "landings_blocks_banner_text_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_banner_text_cta_locales" ADD CONSTRAINT "landings_blocks_banner_text_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_banner_text_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_image_caption" ADD CONSTRAINT "landings_blocks_image_caption_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landings_blocks_image_caption" ADD CONSTRAINT "landings_blocks_image_caption_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_image_caption_locales" ADD CONSTRAINT "landings_blocks_image_caption_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_image_caption"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_steps_text_steps" ADD CONSTRAINT "landings_blocks_steps_text_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_steps_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_steps_text_steps_locales" ADD CONSTRAINT "landings_blocks_steps_text_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_steps_text_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_steps_text" ADD CONSTRAINT "landings_blocks_steps_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_steps_text_locales" ADD CONSTRAINT "landings_blocks_steps_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_steps_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_cards_slider_cards" ADD CONSTRAINT "landings_blocks_cards_slider_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landings_blocks_cards_slider_cards" ADD CONSTRAINT "landings_blocks_cards_slider_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_cards_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_cards_slider_cards_locales" ADD CONSTRAINT "landings_blocks_cards_slider_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_cards_slider_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_cards_slider" ADD CONSTRAINT "landings_blocks_cards_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_cards_slider_locales" ADD CONSTRAINT "landings_blocks_cards_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_cards_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_images" ADD CONSTRAINT "landings_blocks_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_images_locales" ADD CONSTRAINT "landings_blocks_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_external_cards_cards" ADD CONSTRAINT "landings_blocks_external_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landings_blocks_external_cards_cards" ADD CONSTRAINT "landings_blocks_external_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_external_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_external_cards_cards_locales" ADD CONSTRAINT "landings_blocks_external_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_external_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_external_cards" ADD CONSTRAINT "landings_blocks_external_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_external_cards_locales" ADD CONSTRAINT "landings_blocks_external_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_external_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_internal_cards" ADD CONSTRAINT "landings_blocks_internal_cards_content_tag_id_content_tags_id_fk" FOREIGN KEY ("content_tag_id") REFERENCES "public"."content_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landings_blocks_internal_cards" ADD CONSTRAINT "landings_blocks_internal_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_internal_cards_locales" ADD CONSTRAINT "landings_blocks_internal_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_internal_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_cards_product_products" ADD CONSTRAINT "landings_blocks_cards_product_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landings_blocks_cards_product_products" ADD CONSTRAINT "landings_blocks_cards_product_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_cards_product"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_cards_product_products_locales" ADD CONSTRAINT "landings_blocks_cards_product_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_cards_product_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_cards_product" ADD CONSTRAINT "landings_blocks_cards_product_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_cards_product_locales" ADD CONSTRAINT "landings_blocks_cards_product_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_cards_product"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_faq_cta" ADD CONSTRAINT "landings_blocks_faq_cta_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landings_blocks_faq_cta" ADD CONSTRAINT "landings_blocks_faq_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_blocks_faq_cta_locales" ADD CONSTRAINT "landings_blocks_faq_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_blocks_faq_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_locales" ADD CONSTRAINT "landings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_rels" ADD CONSTRAINT "landings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_rels" ADD CONSTRAINT "landings_rels_calls_to_action_fk" FOREIGN KEY ("calls_to_action_id") REFERENCES "public"."calls_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_rels" ADD CONSTRAINT "landings_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_hero_double" ADD CONSTRAINT "_landings_v_blocks_hero_double_image_left_id_media_id_fk" FOREIGN KEY ("image_left_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_hero_double" ADD CONSTRAINT "_landings_v_blocks_hero_double_image_right_id_media_id_fk" FOREIGN KEY ("image_right_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_hero_double" ADD CONSTRAINT "_landings_v_blocks_hero_double_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_hero_double_locales" ADD CONSTRAINT "_landings_v_blocks_hero_double_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_hero_double"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_hero_single" ADD CONSTRAINT "_landings_v_blocks_hero_single_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_hero_single" ADD CONSTRAINT "_landings_v_blocks_hero_single_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_hero_single_locales" ADD CONSTRAINT "_landings_v_blocks_hero_single_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_hero_single"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_title_text" ADD CONSTRAINT "_landings_v_blocks_title_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_title_text_locales" ADD CONSTRAINT "_landings_v_blocks_title_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_title_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_text_image_cta" ADD CONSTRAINT "_landings_v_blocks_text_image_cta_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_text_image_cta" ADD CONSTRAINT "_landings_v_blocks_text_image_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_text_image_cta_locales" ADD CONSTRAINT "_landings_v_blocks_text_image_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_text_image_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_banner_text_cta" ADD CONSTRAINT "_landings_v_blocks_banner_text_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_banner_text_cta_locales" ADD CONSTRAINT "_landings_v_blocks_banner_text_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_banner_text_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_image_caption" ADD CONSTRAINT "_landings_v_blocks_image_caption_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_image_caption" ADD CONSTRAINT "_landings_v_blocks_image_caption_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_image_caption_locales" ADD CONSTRAINT "_landings_v_blocks_image_caption_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_image_caption"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_steps_text_steps" ADD CONSTRAINT "_landings_v_blocks_steps_text_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_steps_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_steps_text_steps_locales" ADD CONSTRAINT "_landings_v_blocks_steps_text_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_steps_text_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_steps_text" ADD CONSTRAINT "_landings_v_blocks_steps_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_steps_text_locales" ADD CONSTRAINT "_landings_v_blocks_steps_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_steps_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_cards_slider_cards" ADD CONSTRAINT "_landings_v_blocks_cards_slider_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_cards_slider_cards" ADD CONSTRAINT "_landings_v_blocks_cards_slider_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_cards_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_cards_slider_cards_locales" ADD CONSTRAINT "_landings_v_blocks_cards_slider_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_cards_slider_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_cards_slider" ADD CONSTRAINT "_landings_v_blocks_cards_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_cards_slider_locales" ADD CONSTRAINT "_landings_v_blocks_cards_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_cards_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_images" ADD CONSTRAINT "_landings_v_blocks_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_images_locales" ADD CONSTRAINT "_landings_v_blocks_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_external_cards_cards" ADD CONSTRAINT "_landings_v_blocks_external_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_external_cards_cards" ADD CONSTRAINT "_landings_v_blocks_external_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_external_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_external_cards_cards_locales" ADD CONSTRAINT "_landings_v_blocks_external_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_external_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_external_cards" ADD CONSTRAINT "_landings_v_blocks_external_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_external_cards_locales" ADD CONSTRAINT "_landings_v_blocks_external_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_external_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_internal_cards" ADD CONSTRAINT "_landings_v_blocks_internal_cards_content_tag_id_content_tags_id_fk" FOREIGN KEY ("content_tag_id") REFERENCES "public"."content_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_internal_cards" ADD CONSTRAINT "_landings_v_blocks_internal_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_internal_cards_locales" ADD CONSTRAINT "_landings_v_blocks_internal_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_internal_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_cards_product_products" ADD CONSTRAINT "_landings_v_blocks_cards_product_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_cards_product_products" ADD CONSTRAINT "_landings_v_blocks_cards_product_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_cards_product"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_cards_product_products_locales" ADD CONSTRAINT "_landings_v_blocks_cards_product_products_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_cards_product_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_cards_product" ADD CONSTRAINT "_landings_v_blocks_cards_product_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_cards_product_locales" ADD CONSTRAINT "_landings_v_blocks_cards_product_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_cards_product"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_faq_cta" ADD CONSTRAINT "_landings_v_blocks_faq_cta_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_faq_cta" ADD CONSTRAINT "_landings_v_blocks_faq_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_blocks_faq_cta_locales" ADD CONSTRAINT "_landings_v_blocks_faq_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v_blocks_faq_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v" ADD CONSTRAINT "_landings_v_parent_id_landings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."landings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landings_v_locales" ADD CONSTRAINT "_landings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_rels" ADD CONSTRAINT "_landings_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_landings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_rels" ADD CONSTRAINT "_landings_v_rels_calls_to_action_fk" FOREIGN KEY ("calls_to_action_id") REFERENCES "public"."calls_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landings_v_rels" ADD CONSTRAINT "_landings_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_title_text" ADD CONSTRAINT "pages_blocks_title_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_title_text_locales" ADD CONSTRAINT "pages_blocks_title_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_title_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_image_cta" ADD CONSTRAINT "pages_blocks_text_image_cta_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_image_cta" ADD CONSTRAINT "pages_blocks_text_image_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_image_cta_locales" ADD CONSTRAINT "pages_blocks_text_image_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text_image_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner_text_cta" ADD CONSTRAINT "pages_blocks_banner_text_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner_text_cta_locales" ADD CONSTRAINT "pages_blocks_banner_text_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_banner_text_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_caption" ADD CONSTRAINT "pages_blocks_image_caption_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_caption" ADD CONSTRAINT "pages_blocks_image_caption_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_caption_locales" ADD CONSTRAINT "pages_blocks_image_caption_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_caption"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps_text_steps" ADD CONSTRAINT "pages_blocks_steps_text_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_steps_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps_text_steps_locales" ADD CONSTRAINT "pages_blocks_steps_text_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_steps_text_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps_text" ADD CONSTRAINT "pages_blocks_steps_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps_text_locales" ADD CONSTRAINT "pages_blocks_steps_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_steps_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_slider_cards" ADD CONSTRAINT "pages_blocks_cards_slider_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_slider_cards" ADD CONSTRAINT "pages_blocks_cards_slider_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cards_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_slider_cards_locales" ADD CONSTRAINT "pages_blocks_cards_slider_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cards_slider_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_slider" ADD CONSTRAINT "pages_blocks_cards_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_slider_locales" ADD CONSTRAINT "pages_blocks_cards_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cards_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_images" ADD CONSTRAINT "pages_blocks_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_images_locales" ADD CONSTRAINT "pages_blocks_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_external_cards_cards" ADD CONSTRAINT "pages_blocks_external_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_external_cards_cards" ADD CONSTRAINT "pages_blocks_external_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_external_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_external_cards_cards_locales" ADD CONSTRAINT "pages_blocks_external_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_external_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_external_cards" ADD CONSTRAINT "pages_blocks_external_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_external_cards_locales" ADD CONSTRAINT "pages_blocks_external_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_external_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_internal_cards" ADD CONSTRAINT "pages_blocks_internal_cards_content_tag_id_content_tags_id_fk" FOREIGN KEY ("content_tag_id") REFERENCES "public"."content_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_internal_cards" ADD CONSTRAINT "pages_blocks_internal_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_internal_cards_locales" ADD CONSTRAINT "pages_blocks_internal_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_internal_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_product_products" ADD CONSTRAINT "pages_blocks_cards_product_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_product_products" ADD CONSTRAINT "pages_blocks_cards_product_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cards_product"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_product_products_locales" ADD CONSTRAINT "pages_blocks_cards_product_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cards_product_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_product" ADD CONSTRAINT "pages_blocks_cards_product_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_product_locales" ADD CONSTRAINT "pages_blocks_cards_product_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cards_product"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_cta" ADD CONSTRAINT "pages_blocks_faq_cta_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_cta" ADD CONSTRAINT "pages_blocks_faq_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_cta_locales" ADD CONSTRAINT "pages_blocks_faq_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_calls_to_action_fk" FOREIGN KEY ("calls_to_action_id") REFERENCES "public"."calls_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_title_text" ADD CONSTRAINT "_pages_v_blocks_title_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_title_text_locales" ADD CONSTRAINT "_pages_v_blocks_title_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_title_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_image_cta" ADD CONSTRAINT "_pages_v_blocks_text_image_cta_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_image_cta" ADD CONSTRAINT "_pages_v_blocks_text_image_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_image_cta_locales" ADD CONSTRAINT "_pages_v_blocks_text_image_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_text_image_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner_text_cta" ADD CONSTRAINT "_pages_v_blocks_banner_text_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner_text_cta_locales" ADD CONSTRAINT "_pages_v_blocks_banner_text_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_banner_text_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_caption" ADD CONSTRAINT "_pages_v_blocks_image_caption_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_caption" ADD CONSTRAINT "_pages_v_blocks_image_caption_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_caption_locales" ADD CONSTRAINT "_pages_v_blocks_image_caption_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_caption"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps_text_steps" ADD CONSTRAINT "_pages_v_blocks_steps_text_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_steps_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps_text_steps_locales" ADD CONSTRAINT "_pages_v_blocks_steps_text_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_steps_text_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps_text" ADD CONSTRAINT "_pages_v_blocks_steps_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps_text_locales" ADD CONSTRAINT "_pages_v_blocks_steps_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_steps_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_slider_cards" ADD CONSTRAINT "_pages_v_blocks_cards_slider_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_slider_cards" ADD CONSTRAINT "_pages_v_blocks_cards_slider_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cards_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_slider_cards_locales" ADD CONSTRAINT "_pages_v_blocks_cards_slider_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cards_slider_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_slider" ADD CONSTRAINT "_pages_v_blocks_cards_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_slider_locales" ADD CONSTRAINT "_pages_v_blocks_cards_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cards_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_images" ADD CONSTRAINT "_pages_v_blocks_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_images_locales" ADD CONSTRAINT "_pages_v_blocks_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_external_cards_cards" ADD CONSTRAINT "_pages_v_blocks_external_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_external_cards_cards" ADD CONSTRAINT "_pages_v_blocks_external_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_external_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_external_cards_cards_locales" ADD CONSTRAINT "_pages_v_blocks_external_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_external_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_external_cards" ADD CONSTRAINT "_pages_v_blocks_external_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_external_cards_locales" ADD CONSTRAINT "_pages_v_blocks_external_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_external_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_internal_cards" ADD CONSTRAINT "_pages_v_blocks_internal_cards_content_tag_id_content_tags_id_fk" FOREIGN KEY ("content_tag_id") REFERENCES "public"."content_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_internal_cards" ADD CONSTRAINT "_pages_v_blocks_internal_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_internal_cards_locales" ADD CONSTRAINT "_pages_v_blocks_internal_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_internal_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_product_products" ADD CONSTRAINT "_pages_v_blocks_cards_product_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_product_products" ADD CONSTRAINT "_pages_v_blocks_cards_product_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cards_product"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_product_products_locales" ADD CONSTRAINT "_pages_v_blocks_cards_product_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cards_product_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_product" ADD CONSTRAINT "_pages_v_blocks_cards_product_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_product_locales" ADD CONSTRAINT "_pages_v_blocks_cards_product_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cards_product"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_cta" ADD CONSTRAINT "_pages_v_blocks_faq_cta_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_cta" ADD CONSTRAINT "_pages_v_blocks_faq_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_cta_locales" ADD CONSTRAINT "_pages_v_blocks_faq_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_calls_to_action_fk" FOREIGN KEY ("calls_to_action_id") REFERENCES "public"."calls_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_title_text" ADD CONSTRAINT "articles_blocks_title_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_title_text_locales" ADD CONSTRAINT "articles_blocks_title_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_title_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_text_image_cta" ADD CONSTRAINT "articles_blocks_text_image_cta_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_text_image_cta" ADD CONSTRAINT "articles_blocks_text_image_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_text_image_cta_locales" ADD CONSTRAINT "articles_blocks_text_image_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_text_image_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_banner_text_cta" ADD CONSTRAINT "articles_blocks_banner_text_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_banner_text_cta_locales" ADD CONSTRAINT "articles_blocks_banner_text_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_banner_text_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_image_caption" ADD CONSTRAINT "articles_blocks_image_caption_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_image_caption" ADD CONSTRAINT "articles_blocks_image_caption_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_image_caption_locales" ADD CONSTRAINT "articles_blocks_image_caption_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_image_caption"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_steps_text_steps" ADD CONSTRAINT "articles_blocks_steps_text_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_steps_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_steps_text_steps_locales" ADD CONSTRAINT "articles_blocks_steps_text_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_steps_text_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_steps_text" ADD CONSTRAINT "articles_blocks_steps_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_steps_text_locales" ADD CONSTRAINT "articles_blocks_steps_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_steps_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_cards_slider_cards" ADD CONSTRAINT "articles_blocks_cards_slider_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_cards_slider_cards" ADD CONSTRAINT "articles_blocks_cards_slider_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_cards_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_cards_slider_cards_locales" ADD CONSTRAINT "articles_blocks_cards_slider_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_cards_slider_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_cards_slider" ADD CONSTRAINT "articles_blocks_cards_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_cards_slider_locales" ADD CONSTRAINT "articles_blocks_cards_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_cards_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_images" ADD CONSTRAINT "articles_blocks_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_images_locales" ADD CONSTRAINT "articles_blocks_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_external_cards_cards" ADD CONSTRAINT "articles_blocks_external_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_external_cards_cards" ADD CONSTRAINT "articles_blocks_external_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_external_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_external_cards_cards_locales" ADD CONSTRAINT "articles_blocks_external_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_external_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_external_cards" ADD CONSTRAINT "articles_blocks_external_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_external_cards_locales" ADD CONSTRAINT "articles_blocks_external_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_external_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_internal_cards" ADD CONSTRAINT "articles_blocks_internal_cards_content_tag_id_content_tags_id_fk" FOREIGN KEY ("content_tag_id") REFERENCES "public"."content_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_internal_cards" ADD CONSTRAINT "articles_blocks_internal_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_internal_cards_locales" ADD CONSTRAINT "articles_blocks_internal_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_internal_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_cards_product_products" ADD CONSTRAINT "articles_blocks_cards_product_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_cards_product_products" ADD CONSTRAINT "articles_blocks_cards_product_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_cards_product"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_cards_product_products_locales" ADD CONSTRAINT "articles_blocks_cards_product_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_cards_product_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_cards_product" ADD CONSTRAINT "articles_blocks_cards_product_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_cards_product_locales" ADD CONSTRAINT "articles_blocks_cards_product_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_cards_product"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_faq_cta" ADD CONSTRAINT "articles_blocks_faq_cta_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_faq_cta" ADD CONSTRAINT "articles_blocks_faq_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_faq_cta_locales" ADD CONSTRAINT "articles_blocks_faq_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_faq_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_content_tags_fk" FOREIGN KEY ("content_tags_id") REFERENCES "public"."content_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_calls_to_action_fk" FOREIGN KEY ("calls_to_action_id") REFERENCES "public"."calls_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_title_text" ADD CONSTRAINT "_articles_v_blocks_title_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_title_text_locales" ADD CONSTRAINT "_articles_v_blocks_title_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_title_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_text_image_cta" ADD CONSTRAINT "_articles_v_blocks_text_image_cta_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_text_image_cta" ADD CONSTRAINT "_articles_v_blocks_text_image_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_text_image_cta_locales" ADD CONSTRAINT "_articles_v_blocks_text_image_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_text_image_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_banner_text_cta" ADD CONSTRAINT "_articles_v_blocks_banner_text_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_banner_text_cta_locales" ADD CONSTRAINT "_articles_v_blocks_banner_text_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_banner_text_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_image_caption" ADD CONSTRAINT "_articles_v_blocks_image_caption_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_image_caption" ADD CONSTRAINT "_articles_v_blocks_image_caption_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_image_caption_locales" ADD CONSTRAINT "_articles_v_blocks_image_caption_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_image_caption"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_steps_text_steps" ADD CONSTRAINT "_articles_v_blocks_steps_text_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_steps_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_steps_text_steps_locales" ADD CONSTRAINT "_articles_v_blocks_steps_text_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_steps_text_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_steps_text" ADD CONSTRAINT "_articles_v_blocks_steps_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_steps_text_locales" ADD CONSTRAINT "_articles_v_blocks_steps_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_steps_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_cards_slider_cards" ADD CONSTRAINT "_articles_v_blocks_cards_slider_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_cards_slider_cards" ADD CONSTRAINT "_articles_v_blocks_cards_slider_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_cards_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_cards_slider_cards_locales" ADD CONSTRAINT "_articles_v_blocks_cards_slider_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_cards_slider_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_cards_slider" ADD CONSTRAINT "_articles_v_blocks_cards_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_cards_slider_locales" ADD CONSTRAINT "_articles_v_blocks_cards_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_cards_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_images" ADD CONSTRAINT "_articles_v_blocks_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_images_locales" ADD CONSTRAINT "_articles_v_blocks_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_external_cards_cards" ADD CONSTRAINT "_articles_v_blocks_external_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_external_cards_cards" ADD CONSTRAINT "_articles_v_blocks_external_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_external_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_external_cards_cards_locales" ADD CONSTRAINT "_articles_v_blocks_external_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_external_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_external_cards" ADD CONSTRAINT "_articles_v_blocks_external_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_external_cards_locales" ADD CONSTRAINT "_articles_v_blocks_external_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_external_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_internal_cards" ADD CONSTRAINT "_articles_v_blocks_internal_cards_content_tag_id_content_tags_id_fk" FOREIGN KEY ("content_tag_id") REFERENCES "public"."content_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_internal_cards" ADD CONSTRAINT "_articles_v_blocks_internal_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_internal_cards_locales" ADD CONSTRAINT "_articles_v_blocks_internal_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_internal_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_cards_product_products" ADD CONSTRAINT "_articles_v_blocks_cards_product_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_cards_product_products" ADD CONSTRAINT "_articles_v_blocks_cards_product_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_cards_product"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_cards_product_products_locales" ADD CONSTRAINT "_articles_v_blocks_cards_product_products_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_cards_product_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_cards_product" ADD CONSTRAINT "_articles_v_blocks_cards_product_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_cards_product_locales" ADD CONSTRAINT "_articles_v_blocks_cards_product_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_cards_product"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_faq_cta" ADD CONSTRAINT "_articles_v_blocks_faq_cta_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_faq_cta" ADD CONSTRAINT "_articles_v_blocks_faq_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_faq_cta_locales" ADD CONSTRAINT "_articles_v_blocks_faq_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_faq_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_content_tags_fk" FOREIGN KEY ("content_tags_id") REFERENCES "public"."content_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_calls_to_action_fk" FOREIGN KEY ("calls_to_action_id") REFERENCES "public"."calls_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blogs_rels" ADD CONSTRAINT "blogs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blogs_rels" ADD CONSTRAINT "blogs_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blogs_rels" ADD CONSTRAINT "blogs_rels_content_tags_fk" FOREIGN KEY ("content_tags_id") REFERENCES "public"."content_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blogs_v_rels" ADD CONSTRAINT "_blogs_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_blogs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blogs_v_rels" ADD CONSTRAINT "_blogs_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blogs_v_rels" ADD CONSTRAINT "_blogs_v_rels_content_tags_fk" FOREIGN KEY ("content_tags_id") REFERENCES "public"."content_tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "calls_to_action_updated_at_idx" ON "calls_to_action" USING btree ("updated_at");
  CREATE INDEX "calls_to_action_created_at_idx" ON "calls_to_action" USING btree ("created_at");
  CREATE UNIQUE INDEX "calls_to_action_locales_locale_parent_id_unique" ON "calls_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "content_tags_updated_at_idx" ON "content_tags" USING btree ("updated_at");
  CREATE INDEX "content_tags_created_at_idx" ON "content_tags" USING btree ("created_at");
  CREATE UNIQUE INDEX "content_tags_locales_locale_parent_id_unique" ON "content_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_hero_double_order_idx" ON "landings_blocks_hero_double" USING btree ("_order");
  CREATE INDEX "landings_blocks_hero_double_parent_id_idx" ON "landings_blocks_hero_double" USING btree ("_parent_id");
  CREATE INDEX "landings_blocks_hero_double_path_idx" ON "landings_blocks_hero_double" USING btree ("_path");
  CREATE INDEX "landings_blocks_hero_double_image_left_idx" ON "landings_blocks_hero_double" USING btree ("image_left_id");
  CREATE INDEX "landings_blocks_hero_double_image_right_idx" ON "landings_blocks_hero_double" USING btree ("image_right_id");
  CREATE UNIQUE INDEX "landings_blocks_hero_double_locales_locale_parent_id_unique" ON "landings_blocks_hero_double_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_hero_single_order_idx" ON "landings_blocks_hero_single" USING btree ("_order");
  CREATE INDEX "landings_blocks_hero_single_parent_id_idx" ON "landings_blocks_hero_single" USING btree ("_parent_id");
  CREATE INDEX "landings_blocks_hero_single_path_idx" ON "landings_blocks_hero_single" USING btree ("_path");
  CREATE INDEX "landings_blocks_hero_single_image_idx" ON "landings_blocks_hero_single" USING btree ("image_id");
  CREATE UNIQUE INDEX "landings_blocks_hero_single_locales_locale_parent_id_unique" ON "landings_blocks_hero_single_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_title_text_order_idx" ON "landings_blocks_title_text" USING btree ("_order");
  CREATE INDEX "landings_blocks_title_text_parent_id_idx" ON "landings_blocks_title_text" USING btree ("_parent_id");
  CREATE INDEX "landings_blocks_title_text_path_idx" ON "landings_blocks_title_text" USING btree ("_path");
  CREATE UNIQUE INDEX "landings_blocks_title_text_locales_locale_parent_id_unique" ON "landings_blocks_title_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_text_image_cta_order_idx" ON "landings_blocks_text_image_cta" USING btree ("_order");
  CREATE INDEX "landings_blocks_text_image_cta_parent_id_idx" ON "landings_blocks_text_image_cta" USING btree ("_parent_id");
  CREATE INDEX "landings_blocks_text_image_cta_path_idx" ON "landings_blocks_text_image_cta" USING btree ("_path");
  CREATE INDEX "landings_blocks_text_image_cta_image_idx" ON "landings_blocks_text_image_cta" USING btree ("image_id");
  CREATE UNIQUE INDEX "landings_blocks_text_image_cta_locales_locale_parent_id_uniq" ON "landings_blocks_text_image_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_banner_text_cta_order_idx" ON "landings_blocks_banner_text_cta" USING btree ("_order");
  CREATE INDEX "landings_blocks_banner_text_cta_parent_id_idx" ON "landings_blocks_banner_text_cta" USING btree ("_parent_id");
  CREATE INDEX "landings_blocks_banner_text_cta_path_idx" ON "landings_blocks_banner_text_cta" USING btree ("_path");
  CREATE UNIQUE INDEX "landings_blocks_banner_text_cta_locales_locale_parent_id_uni" ON "landings_blocks_banner_text_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_image_caption_order_idx" ON "landings_blocks_image_caption" USING btree ("_order");
  CREATE INDEX "landings_blocks_image_caption_parent_id_idx" ON "landings_blocks_image_caption" USING btree ("_parent_id");
  CREATE INDEX "landings_blocks_image_caption_path_idx" ON "landings_blocks_image_caption" USING btree ("_path");
  CREATE INDEX "landings_blocks_image_caption_image_idx" ON "landings_blocks_image_caption" USING btree ("image_id");
  CREATE UNIQUE INDEX "landings_blocks_image_caption_locales_locale_parent_id_uniqu" ON "landings_blocks_image_caption_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_steps_text_steps_order_idx" ON "landings_blocks_steps_text_steps" USING btree ("_order");
  CREATE INDEX "landings_blocks_steps_text_steps_parent_id_idx" ON "landings_blocks_steps_text_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "landings_blocks_steps_text_steps_locales_locale_parent_id_un" ON "landings_blocks_steps_text_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_steps_text_order_idx" ON "landings_blocks_steps_text" USING btree ("_order");
  CREATE INDEX "landings_blocks_steps_text_parent_id_idx" ON "landings_blocks_steps_text" USING btree ("_parent_id");
  CREATE INDEX "landings_blocks_steps_text_path_idx" ON "landings_blocks_steps_text" USING btree ("_path");
  CREATE UNIQUE INDEX "landings_blocks_steps_text_locales_locale_parent_id_unique" ON "landings_blocks_steps_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_cards_slider_cards_order_idx" ON "landings_blocks_cards_slider_cards" USING btree ("_order");
  CREATE INDEX "landings_blocks_cards_slider_cards_parent_id_idx" ON "landings_blocks_cards_slider_cards" USING btree ("_parent_id");
  CREATE INDEX "landings_blocks_cards_slider_cards_image_idx" ON "landings_blocks_cards_slider_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "landings_blocks_cards_slider_cards_locales_locale_parent_id_" ON "landings_blocks_cards_slider_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_cards_slider_order_idx" ON "landings_blocks_cards_slider" USING btree ("_order");
  CREATE INDEX "landings_blocks_cards_slider_parent_id_idx" ON "landings_blocks_cards_slider" USING btree ("_parent_id");
  CREATE INDEX "landings_blocks_cards_slider_path_idx" ON "landings_blocks_cards_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "landings_blocks_cards_slider_locales_locale_parent_id_unique" ON "landings_blocks_cards_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_images_order_idx" ON "landings_blocks_images" USING btree ("_order");
  CREATE INDEX "landings_blocks_images_parent_id_idx" ON "landings_blocks_images" USING btree ("_parent_id");
  CREATE INDEX "landings_blocks_images_path_idx" ON "landings_blocks_images" USING btree ("_path");
  CREATE UNIQUE INDEX "landings_blocks_images_locales_locale_parent_id_unique" ON "landings_blocks_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_external_cards_cards_order_idx" ON "landings_blocks_external_cards_cards" USING btree ("_order");
  CREATE INDEX "landings_blocks_external_cards_cards_parent_id_idx" ON "landings_blocks_external_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "landings_blocks_external_cards_cards_image_idx" ON "landings_blocks_external_cards_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "landings_blocks_external_cards_cards_locales_locale_parent_i" ON "landings_blocks_external_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_external_cards_order_idx" ON "landings_blocks_external_cards" USING btree ("_order");
  CREATE INDEX "landings_blocks_external_cards_parent_id_idx" ON "landings_blocks_external_cards" USING btree ("_parent_id");
  CREATE INDEX "landings_blocks_external_cards_path_idx" ON "landings_blocks_external_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "landings_blocks_external_cards_locales_locale_parent_id_uniq" ON "landings_blocks_external_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_internal_cards_order_idx" ON "landings_blocks_internal_cards" USING btree ("_order");
  CREATE INDEX "landings_blocks_internal_cards_parent_id_idx" ON "landings_blocks_internal_cards" USING btree ("_parent_id");
  CREATE INDEX "landings_blocks_internal_cards_path_idx" ON "landings_blocks_internal_cards" USING btree ("_path");
  CREATE INDEX "landings_blocks_internal_cards_content_tag_idx" ON "landings_blocks_internal_cards" USING btree ("content_tag_id");
  CREATE UNIQUE INDEX "landings_blocks_internal_cards_locales_locale_parent_id_uniq" ON "landings_blocks_internal_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_cards_product_products_order_idx" ON "landings_blocks_cards_product_products" USING btree ("_order");
  CREATE INDEX "landings_blocks_cards_product_products_parent_id_idx" ON "landings_blocks_cards_product_products" USING btree ("_parent_id");
  CREATE INDEX "landings_blocks_cards_product_products_image_idx" ON "landings_blocks_cards_product_products" USING btree ("image_id");
  CREATE UNIQUE INDEX "landings_blocks_cards_product_products_locales_locale_parent" ON "landings_blocks_cards_product_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_cards_product_order_idx" ON "landings_blocks_cards_product" USING btree ("_order");
  CREATE INDEX "landings_blocks_cards_product_parent_id_idx" ON "landings_blocks_cards_product" USING btree ("_parent_id");
  CREATE INDEX "landings_blocks_cards_product_path_idx" ON "landings_blocks_cards_product" USING btree ("_path");
  CREATE UNIQUE INDEX "landings_blocks_cards_product_locales_locale_parent_id_uniqu" ON "landings_blocks_cards_product_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_blocks_faq_cta_order_idx" ON "landings_blocks_faq_cta" USING btree ("_order");
  CREATE INDEX "landings_blocks_faq_cta_parent_id_idx" ON "landings_blocks_faq_cta" USING btree ("_parent_id");
  CREATE INDEX "landings_blocks_faq_cta_path_idx" ON "landings_blocks_faq_cta" USING btree ("_path");
  CREATE INDEX "landings_blocks_faq_cta_faq_idx" ON "landings_blocks_faq_cta" USING btree ("faq_id");
  CREATE UNIQUE INDEX "landings_blocks_faq_cta_locales_locale_parent_id_unique" ON "landings_blocks_faq_cta_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "landings_landing_type_idx" ON "landings" USING btree ("landing_type");
  CREATE INDEX "landings_updated_at_idx" ON "landings" USING btree ("updated_at");
  CREATE INDEX "landings_created_at_idx" ON "landings" USING btree ("created_at");
  CREATE INDEX "landings__status_idx" ON "landings" USING btree ("_status");
  CREATE UNIQUE INDEX "landings_locales_locale_parent_id_unique" ON "landings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landings_rels_order_idx" ON "landings_rels" USING btree ("order");
  CREATE INDEX "landings_rels_parent_idx" ON "landings_rels" USING btree ("parent_id");
  CREATE INDEX "landings_rels_path_idx" ON "landings_rels" USING btree ("path");
  CREATE INDEX "landings_rels_calls_to_action_id_idx" ON "landings_rels" USING btree ("calls_to_action_id");
  CREATE INDEX "landings_rels_media_id_idx" ON "landings_rels" USING btree ("media_id");
  CREATE INDEX "_landings_v_blocks_hero_double_order_idx" ON "_landings_v_blocks_hero_double" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_hero_double_parent_id_idx" ON "_landings_v_blocks_hero_double" USING btree ("_parent_id");
  CREATE INDEX "_landings_v_blocks_hero_double_path_idx" ON "_landings_v_blocks_hero_double" USING btree ("_path");
  CREATE INDEX "_landings_v_blocks_hero_double_image_left_idx" ON "_landings_v_blocks_hero_double" USING btree ("image_left_id");
  CREATE INDEX "_landings_v_blocks_hero_double_image_right_idx" ON "_landings_v_blocks_hero_double" USING btree ("image_right_id");
  CREATE UNIQUE INDEX "_landings_v_blocks_hero_double_locales_locale_parent_id_uniq" ON "_landings_v_blocks_hero_double_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_hero_single_order_idx" ON "_landings_v_blocks_hero_single" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_hero_single_parent_id_idx" ON "_landings_v_blocks_hero_single" USING btree ("_parent_id");
  CREATE INDEX "_landings_v_blocks_hero_single_path_idx" ON "_landings_v_blocks_hero_single" USING btree ("_path");
  CREATE INDEX "_landings_v_blocks_hero_single_image_idx" ON "_landings_v_blocks_hero_single" USING btree ("image_id");
  CREATE UNIQUE INDEX "_landings_v_blocks_hero_single_locales_locale_parent_id_uniq" ON "_landings_v_blocks_hero_single_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_title_text_order_idx" ON "_landings_v_blocks_title_text" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_title_text_parent_id_idx" ON "_landings_v_blocks_title_text" USING btree ("_parent_id");
  CREATE INDEX "_landings_v_blocks_title_text_path_idx" ON "_landings_v_blocks_title_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_landings_v_blocks_title_text_locales_locale_parent_id_uniqu" ON "_landings_v_blocks_title_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_text_image_cta_order_idx" ON "_landings_v_blocks_text_image_cta" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_text_image_cta_parent_id_idx" ON "_landings_v_blocks_text_image_cta" USING btree ("_parent_id");
  CREATE INDEX "_landings_v_blocks_text_image_cta_path_idx" ON "_landings_v_blocks_text_image_cta" USING btree ("_path");
  CREATE INDEX "_landings_v_blocks_text_image_cta_image_idx" ON "_landings_v_blocks_text_image_cta" USING btree ("image_id");
  CREATE UNIQUE INDEX "_landings_v_blocks_text_image_cta_locales_locale_parent_id_u" ON "_landings_v_blocks_text_image_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_banner_text_cta_order_idx" ON "_landings_v_blocks_banner_text_cta" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_banner_text_cta_parent_id_idx" ON "_landings_v_blocks_banner_text_cta" USING btree ("_parent_id");
  CREATE INDEX "_landings_v_blocks_banner_text_cta_path_idx" ON "_landings_v_blocks_banner_text_cta" USING btree ("_path");
  CREATE UNIQUE INDEX "_landings_v_blocks_banner_text_cta_locales_locale_parent_id_" ON "_landings_v_blocks_banner_text_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_image_caption_order_idx" ON "_landings_v_blocks_image_caption" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_image_caption_parent_id_idx" ON "_landings_v_blocks_image_caption" USING btree ("_parent_id");
  CREATE INDEX "_landings_v_blocks_image_caption_path_idx" ON "_landings_v_blocks_image_caption" USING btree ("_path");
  CREATE INDEX "_landings_v_blocks_image_caption_image_idx" ON "_landings_v_blocks_image_caption" USING btree ("image_id");
  CREATE UNIQUE INDEX "_landings_v_blocks_image_caption_locales_locale_parent_id_un" ON "_landings_v_blocks_image_caption_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_steps_text_steps_order_idx" ON "_landings_v_blocks_steps_text_steps" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_steps_text_steps_parent_id_idx" ON "_landings_v_blocks_steps_text_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_landings_v_blocks_steps_text_steps_locales_locale_parent_id" ON "_landings_v_blocks_steps_text_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_steps_text_order_idx" ON "_landings_v_blocks_steps_text" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_steps_text_parent_id_idx" ON "_landings_v_blocks_steps_text" USING btree ("_parent_id");
  CREATE INDEX "_landings_v_blocks_steps_text_path_idx" ON "_landings_v_blocks_steps_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_landings_v_blocks_steps_text_locales_locale_parent_id_uniqu" ON "_landings_v_blocks_steps_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_cards_slider_cards_order_idx" ON "_landings_v_blocks_cards_slider_cards" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_cards_slider_cards_parent_id_idx" ON "_landings_v_blocks_cards_slider_cards" USING btree ("_parent_id");
  CREATE INDEX "_landings_v_blocks_cards_slider_cards_image_idx" ON "_landings_v_blocks_cards_slider_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "_landings_v_blocks_cards_slider_cards_locales_locale_parent_" ON "_landings_v_blocks_cards_slider_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_cards_slider_order_idx" ON "_landings_v_blocks_cards_slider" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_cards_slider_parent_id_idx" ON "_landings_v_blocks_cards_slider" USING btree ("_parent_id");
  CREATE INDEX "_landings_v_blocks_cards_slider_path_idx" ON "_landings_v_blocks_cards_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "_landings_v_blocks_cards_slider_locales_locale_parent_id_uni" ON "_landings_v_blocks_cards_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_images_order_idx" ON "_landings_v_blocks_images" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_images_parent_id_idx" ON "_landings_v_blocks_images" USING btree ("_parent_id");
  CREATE INDEX "_landings_v_blocks_images_path_idx" ON "_landings_v_blocks_images" USING btree ("_path");
  CREATE UNIQUE INDEX "_landings_v_blocks_images_locales_locale_parent_id_unique" ON "_landings_v_blocks_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_external_cards_cards_order_idx" ON "_landings_v_blocks_external_cards_cards" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_external_cards_cards_parent_id_idx" ON "_landings_v_blocks_external_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_landings_v_blocks_external_cards_cards_image_idx" ON "_landings_v_blocks_external_cards_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "_landings_v_blocks_external_cards_cards_locales_locale_paren" ON "_landings_v_blocks_external_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_external_cards_order_idx" ON "_landings_v_blocks_external_cards" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_external_cards_parent_id_idx" ON "_landings_v_blocks_external_cards" USING btree ("_parent_id");
  CREATE INDEX "_landings_v_blocks_external_cards_path_idx" ON "_landings_v_blocks_external_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_landings_v_blocks_external_cards_locales_locale_parent_id_u" ON "_landings_v_blocks_external_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_internal_cards_order_idx" ON "_landings_v_blocks_internal_cards" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_internal_cards_parent_id_idx" ON "_landings_v_blocks_internal_cards" USING btree ("_parent_id");
  CREATE INDEX "_landings_v_blocks_internal_cards_path_idx" ON "_landings_v_blocks_internal_cards" USING btree ("_path");
  CREATE INDEX "_landings_v_blocks_internal_cards_content_tag_idx" ON "_landings_v_blocks_internal_cards" USING btree ("content_tag_id");
  CREATE UNIQUE INDEX "_landings_v_blocks_internal_cards_locales_locale_parent_id_u" ON "_landings_v_blocks_internal_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_cards_product_products_order_idx" ON "_landings_v_blocks_cards_product_products" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_cards_product_products_parent_id_idx" ON "_landings_v_blocks_cards_product_products" USING btree ("_parent_id");
  CREATE INDEX "_landings_v_blocks_cards_product_products_image_idx" ON "_landings_v_blocks_cards_product_products" USING btree ("image_id");
  CREATE UNIQUE INDEX "_landings_v_blocks_cards_product_products_locales_locale_par" ON "_landings_v_blocks_cards_product_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_cards_product_order_idx" ON "_landings_v_blocks_cards_product" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_cards_product_parent_id_idx" ON "_landings_v_blocks_cards_product" USING btree ("_parent_id");
  CREATE INDEX "_landings_v_blocks_cards_product_path_idx" ON "_landings_v_blocks_cards_product" USING btree ("_path");
  CREATE UNIQUE INDEX "_landings_v_blocks_cards_product_locales_locale_parent_id_un" ON "_landings_v_blocks_cards_product_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_blocks_faq_cta_order_idx" ON "_landings_v_blocks_faq_cta" USING btree ("_order");
  CREATE INDEX "_landings_v_blocks_faq_cta_parent_id_idx" ON "_landings_v_blocks_faq_cta" USING btree ("_parent_id");
  CREATE INDEX "_landings_v_blocks_faq_cta_path_idx" ON "_landings_v_blocks_faq_cta" USING btree ("_path");
  CREATE INDEX "_landings_v_blocks_faq_cta_faq_idx" ON "_landings_v_blocks_faq_cta" USING btree ("faq_id");
  CREATE UNIQUE INDEX "_landings_v_blocks_faq_cta_locales_locale_parent_id_unique" ON "_landings_v_blocks_faq_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_parent_idx" ON "_landings_v" USING btree ("parent_id");
  CREATE INDEX "_landings_v_version_version_landing_type_idx" ON "_landings_v" USING btree ("version_landing_type");
  CREATE INDEX "_landings_v_version_version_updated_at_idx" ON "_landings_v" USING btree ("version_updated_at");
  CREATE INDEX "_landings_v_version_version_created_at_idx" ON "_landings_v" USING btree ("version_created_at");
  CREATE INDEX "_landings_v_version_version__status_idx" ON "_landings_v" USING btree ("version__status");
  CREATE INDEX "_landings_v_created_at_idx" ON "_landings_v" USING btree ("created_at");
  CREATE INDEX "_landings_v_updated_at_idx" ON "_landings_v" USING btree ("updated_at");
  CREATE INDEX "_landings_v_snapshot_idx" ON "_landings_v" USING btree ("snapshot");
  CREATE INDEX "_landings_v_published_locale_idx" ON "_landings_v" USING btree ("published_locale");
  CREATE INDEX "_landings_v_latest_idx" ON "_landings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_landings_v_locales_locale_parent_id_unique" ON "_landings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landings_v_rels_order_idx" ON "_landings_v_rels" USING btree ("order");
  CREATE INDEX "_landings_v_rels_parent_idx" ON "_landings_v_rels" USING btree ("parent_id");
  CREATE INDEX "_landings_v_rels_path_idx" ON "_landings_v_rels" USING btree ("path");
  CREATE INDEX "_landings_v_rels_calls_to_action_id_idx" ON "_landings_v_rels" USING btree ("calls_to_action_id");
  CREATE INDEX "_landings_v_rels_media_id_idx" ON "_landings_v_rels" USING btree ("media_id");
  CREATE INDEX "pages_blocks_title_text_order_idx" ON "pages_blocks_title_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_title_text_parent_id_idx" ON "pages_blocks_title_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_title_text_path_idx" ON "pages_blocks_title_text" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_title_text_locales_locale_parent_id_unique" ON "pages_blocks_title_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_text_image_cta_order_idx" ON "pages_blocks_text_image_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_image_cta_parent_id_idx" ON "pages_blocks_text_image_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_image_cta_path_idx" ON "pages_blocks_text_image_cta" USING btree ("_path");
  CREATE INDEX "pages_blocks_text_image_cta_image_idx" ON "pages_blocks_text_image_cta" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_text_image_cta_locales_locale_parent_id_unique" ON "pages_blocks_text_image_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_banner_text_cta_order_idx" ON "pages_blocks_banner_text_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_banner_text_cta_parent_id_idx" ON "pages_blocks_banner_text_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_banner_text_cta_path_idx" ON "pages_blocks_banner_text_cta" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_banner_text_cta_locales_locale_parent_id_unique" ON "pages_blocks_banner_text_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_image_caption_order_idx" ON "pages_blocks_image_caption" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_caption_parent_id_idx" ON "pages_blocks_image_caption" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_caption_path_idx" ON "pages_blocks_image_caption" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_caption_image_idx" ON "pages_blocks_image_caption" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_image_caption_locales_locale_parent_id_unique" ON "pages_blocks_image_caption_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_steps_text_steps_order_idx" ON "pages_blocks_steps_text_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_text_steps_parent_id_idx" ON "pages_blocks_steps_text_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_steps_text_steps_locales_locale_parent_id_uniqu" ON "pages_blocks_steps_text_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_steps_text_order_idx" ON "pages_blocks_steps_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_text_parent_id_idx" ON "pages_blocks_steps_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_steps_text_path_idx" ON "pages_blocks_steps_text" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_steps_text_locales_locale_parent_id_unique" ON "pages_blocks_steps_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_cards_slider_cards_order_idx" ON "pages_blocks_cards_slider_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_slider_cards_parent_id_idx" ON "pages_blocks_cards_slider_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_slider_cards_image_idx" ON "pages_blocks_cards_slider_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_cards_slider_cards_locales_locale_parent_id_uni" ON "pages_blocks_cards_slider_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_cards_slider_order_idx" ON "pages_blocks_cards_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_slider_parent_id_idx" ON "pages_blocks_cards_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_slider_path_idx" ON "pages_blocks_cards_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_cards_slider_locales_locale_parent_id_unique" ON "pages_blocks_cards_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_images_order_idx" ON "pages_blocks_images" USING btree ("_order");
  CREATE INDEX "pages_blocks_images_parent_id_idx" ON "pages_blocks_images" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_images_path_idx" ON "pages_blocks_images" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_images_locales_locale_parent_id_unique" ON "pages_blocks_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_external_cards_cards_order_idx" ON "pages_blocks_external_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_external_cards_cards_parent_id_idx" ON "pages_blocks_external_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_external_cards_cards_image_idx" ON "pages_blocks_external_cards_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_external_cards_cards_locales_locale_parent_id_u" ON "pages_blocks_external_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_external_cards_order_idx" ON "pages_blocks_external_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_external_cards_parent_id_idx" ON "pages_blocks_external_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_external_cards_path_idx" ON "pages_blocks_external_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_external_cards_locales_locale_parent_id_unique" ON "pages_blocks_external_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_internal_cards_order_idx" ON "pages_blocks_internal_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_internal_cards_parent_id_idx" ON "pages_blocks_internal_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_internal_cards_path_idx" ON "pages_blocks_internal_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_internal_cards_content_tag_idx" ON "pages_blocks_internal_cards" USING btree ("content_tag_id");
  CREATE UNIQUE INDEX "pages_blocks_internal_cards_locales_locale_parent_id_unique" ON "pages_blocks_internal_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_cards_product_products_order_idx" ON "pages_blocks_cards_product_products" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_product_products_parent_id_idx" ON "pages_blocks_cards_product_products" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_product_products_image_idx" ON "pages_blocks_cards_product_products" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_cards_product_products_locales_locale_parent_id" ON "pages_blocks_cards_product_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_cards_product_order_idx" ON "pages_blocks_cards_product" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_product_parent_id_idx" ON "pages_blocks_cards_product" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_product_path_idx" ON "pages_blocks_cards_product" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_cards_product_locales_locale_parent_id_unique" ON "pages_blocks_cards_product_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_faq_cta_order_idx" ON "pages_blocks_faq_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_cta_parent_id_idx" ON "pages_blocks_faq_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_cta_path_idx" ON "pages_blocks_faq_cta" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_cta_faq_idx" ON "pages_blocks_faq_cta" USING btree ("faq_id");
  CREATE UNIQUE INDEX "pages_blocks_faq_cta_locales_locale_parent_id_unique" ON "pages_blocks_faq_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_media_id_idx" ON "pages_rels" USING btree ("media_id");
  CREATE INDEX "pages_rels_calls_to_action_id_idx" ON "pages_rels" USING btree ("calls_to_action_id");
  CREATE INDEX "_pages_v_blocks_title_text_order_idx" ON "_pages_v_blocks_title_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_title_text_parent_id_idx" ON "_pages_v_blocks_title_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_title_text_path_idx" ON "_pages_v_blocks_title_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_title_text_locales_locale_parent_id_unique" ON "_pages_v_blocks_title_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_text_image_cta_order_idx" ON "_pages_v_blocks_text_image_cta" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_image_cta_parent_id_idx" ON "_pages_v_blocks_text_image_cta" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_image_cta_path_idx" ON "_pages_v_blocks_text_image_cta" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_text_image_cta_image_idx" ON "_pages_v_blocks_text_image_cta" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_text_image_cta_locales_locale_parent_id_uniq" ON "_pages_v_blocks_text_image_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_banner_text_cta_order_idx" ON "_pages_v_blocks_banner_text_cta" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_banner_text_cta_parent_id_idx" ON "_pages_v_blocks_banner_text_cta" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_banner_text_cta_path_idx" ON "_pages_v_blocks_banner_text_cta" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_banner_text_cta_locales_locale_parent_id_uni" ON "_pages_v_blocks_banner_text_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_caption_order_idx" ON "_pages_v_blocks_image_caption" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_caption_parent_id_idx" ON "_pages_v_blocks_image_caption" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_caption_path_idx" ON "_pages_v_blocks_image_caption" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_caption_image_idx" ON "_pages_v_blocks_image_caption" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_image_caption_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_image_caption_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_text_steps_order_idx" ON "_pages_v_blocks_steps_text_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_text_steps_parent_id_idx" ON "_pages_v_blocks_steps_text_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_steps_text_steps_locales_locale_parent_id_un" ON "_pages_v_blocks_steps_text_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_text_order_idx" ON "_pages_v_blocks_steps_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_text_parent_id_idx" ON "_pages_v_blocks_steps_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_text_path_idx" ON "_pages_v_blocks_steps_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_steps_text_locales_locale_parent_id_unique" ON "_pages_v_blocks_steps_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_slider_cards_order_idx" ON "_pages_v_blocks_cards_slider_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_slider_cards_parent_id_idx" ON "_pages_v_blocks_cards_slider_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_slider_cards_image_idx" ON "_pages_v_blocks_cards_slider_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_cards_slider_cards_locales_locale_parent_id_" ON "_pages_v_blocks_cards_slider_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_slider_order_idx" ON "_pages_v_blocks_cards_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_slider_parent_id_idx" ON "_pages_v_blocks_cards_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_slider_path_idx" ON "_pages_v_blocks_cards_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_cards_slider_locales_locale_parent_id_unique" ON "_pages_v_blocks_cards_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_images_order_idx" ON "_pages_v_blocks_images" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_images_parent_id_idx" ON "_pages_v_blocks_images" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_images_path_idx" ON "_pages_v_blocks_images" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_images_locales_locale_parent_id_unique" ON "_pages_v_blocks_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_external_cards_cards_order_idx" ON "_pages_v_blocks_external_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_external_cards_cards_parent_id_idx" ON "_pages_v_blocks_external_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_external_cards_cards_image_idx" ON "_pages_v_blocks_external_cards_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_external_cards_cards_locales_locale_parent_i" ON "_pages_v_blocks_external_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_external_cards_order_idx" ON "_pages_v_blocks_external_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_external_cards_parent_id_idx" ON "_pages_v_blocks_external_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_external_cards_path_idx" ON "_pages_v_blocks_external_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_external_cards_locales_locale_parent_id_uniq" ON "_pages_v_blocks_external_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_internal_cards_order_idx" ON "_pages_v_blocks_internal_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_internal_cards_parent_id_idx" ON "_pages_v_blocks_internal_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_internal_cards_path_idx" ON "_pages_v_blocks_internal_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_internal_cards_content_tag_idx" ON "_pages_v_blocks_internal_cards" USING btree ("content_tag_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_internal_cards_locales_locale_parent_id_uniq" ON "_pages_v_blocks_internal_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_product_products_order_idx" ON "_pages_v_blocks_cards_product_products" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_product_products_parent_id_idx" ON "_pages_v_blocks_cards_product_products" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_product_products_image_idx" ON "_pages_v_blocks_cards_product_products" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_cards_product_products_locales_locale_parent" ON "_pages_v_blocks_cards_product_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_product_order_idx" ON "_pages_v_blocks_cards_product" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_product_parent_id_idx" ON "_pages_v_blocks_cards_product" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_product_path_idx" ON "_pages_v_blocks_cards_product" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_cards_product_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_cards_product_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_cta_order_idx" ON "_pages_v_blocks_faq_cta" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_cta_parent_id_idx" ON "_pages_v_blocks_faq_cta" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_cta_path_idx" ON "_pages_v_blocks_faq_cta" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_cta_faq_idx" ON "_pages_v_blocks_faq_cta" USING btree ("faq_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_cta_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_media_id_idx" ON "_pages_v_rels" USING btree ("media_id");
  CREATE INDEX "_pages_v_rels_calls_to_action_id_idx" ON "_pages_v_rels" USING btree ("calls_to_action_id");
  CREATE INDEX "articles_blocks_title_text_order_idx" ON "articles_blocks_title_text" USING btree ("_order");
  CREATE INDEX "articles_blocks_title_text_parent_id_idx" ON "articles_blocks_title_text" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_title_text_path_idx" ON "articles_blocks_title_text" USING btree ("_path");
  CREATE UNIQUE INDEX "articles_blocks_title_text_locales_locale_parent_id_unique" ON "articles_blocks_title_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_text_image_cta_order_idx" ON "articles_blocks_text_image_cta" USING btree ("_order");
  CREATE INDEX "articles_blocks_text_image_cta_parent_id_idx" ON "articles_blocks_text_image_cta" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_text_image_cta_path_idx" ON "articles_blocks_text_image_cta" USING btree ("_path");
  CREATE INDEX "articles_blocks_text_image_cta_image_idx" ON "articles_blocks_text_image_cta" USING btree ("image_id");
  CREATE UNIQUE INDEX "articles_blocks_text_image_cta_locales_locale_parent_id_uniq" ON "articles_blocks_text_image_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_banner_text_cta_order_idx" ON "articles_blocks_banner_text_cta" USING btree ("_order");
  CREATE INDEX "articles_blocks_banner_text_cta_parent_id_idx" ON "articles_blocks_banner_text_cta" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_banner_text_cta_path_idx" ON "articles_blocks_banner_text_cta" USING btree ("_path");
  CREATE UNIQUE INDEX "articles_blocks_banner_text_cta_locales_locale_parent_id_uni" ON "articles_blocks_banner_text_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_image_caption_order_idx" ON "articles_blocks_image_caption" USING btree ("_order");
  CREATE INDEX "articles_blocks_image_caption_parent_id_idx" ON "articles_blocks_image_caption" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_image_caption_path_idx" ON "articles_blocks_image_caption" USING btree ("_path");
  CREATE INDEX "articles_blocks_image_caption_image_idx" ON "articles_blocks_image_caption" USING btree ("image_id");
  CREATE UNIQUE INDEX "articles_blocks_image_caption_locales_locale_parent_id_uniqu" ON "articles_blocks_image_caption_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_steps_text_steps_order_idx" ON "articles_blocks_steps_text_steps" USING btree ("_order");
  CREATE INDEX "articles_blocks_steps_text_steps_parent_id_idx" ON "articles_blocks_steps_text_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "articles_blocks_steps_text_steps_locales_locale_parent_id_un" ON "articles_blocks_steps_text_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_steps_text_order_idx" ON "articles_blocks_steps_text" USING btree ("_order");
  CREATE INDEX "articles_blocks_steps_text_parent_id_idx" ON "articles_blocks_steps_text" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_steps_text_path_idx" ON "articles_blocks_steps_text" USING btree ("_path");
  CREATE UNIQUE INDEX "articles_blocks_steps_text_locales_locale_parent_id_unique" ON "articles_blocks_steps_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_cards_slider_cards_order_idx" ON "articles_blocks_cards_slider_cards" USING btree ("_order");
  CREATE INDEX "articles_blocks_cards_slider_cards_parent_id_idx" ON "articles_blocks_cards_slider_cards" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_cards_slider_cards_image_idx" ON "articles_blocks_cards_slider_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "articles_blocks_cards_slider_cards_locales_locale_parent_id_" ON "articles_blocks_cards_slider_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_cards_slider_order_idx" ON "articles_blocks_cards_slider" USING btree ("_order");
  CREATE INDEX "articles_blocks_cards_slider_parent_id_idx" ON "articles_blocks_cards_slider" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_cards_slider_path_idx" ON "articles_blocks_cards_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "articles_blocks_cards_slider_locales_locale_parent_id_unique" ON "articles_blocks_cards_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_images_order_idx" ON "articles_blocks_images" USING btree ("_order");
  CREATE INDEX "articles_blocks_images_parent_id_idx" ON "articles_blocks_images" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_images_path_idx" ON "articles_blocks_images" USING btree ("_path");
  CREATE UNIQUE INDEX "articles_blocks_images_locales_locale_parent_id_unique" ON "articles_blocks_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_external_cards_cards_order_idx" ON "articles_blocks_external_cards_cards" USING btree ("_order");
  CREATE INDEX "articles_blocks_external_cards_cards_parent_id_idx" ON "articles_blocks_external_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_external_cards_cards_image_idx" ON "articles_blocks_external_cards_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "articles_blocks_external_cards_cards_locales_locale_parent_i" ON "articles_blocks_external_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_external_cards_order_idx" ON "articles_blocks_external_cards" USING btree ("_order");
  CREATE INDEX "articles_blocks_external_cards_parent_id_idx" ON "articles_blocks_external_cards" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_external_cards_path_idx" ON "articles_blocks_external_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "articles_blocks_external_cards_locales_locale_parent_id_uniq" ON "articles_blocks_external_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_internal_cards_order_idx" ON "articles_blocks_internal_cards" USING btree ("_order");
  CREATE INDEX "articles_blocks_internal_cards_parent_id_idx" ON "articles_blocks_internal_cards" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_internal_cards_path_idx" ON "articles_blocks_internal_cards" USING btree ("_path");
  CREATE INDEX "articles_blocks_internal_cards_content_tag_idx" ON "articles_blocks_internal_cards" USING btree ("content_tag_id");
  CREATE UNIQUE INDEX "articles_blocks_internal_cards_locales_locale_parent_id_uniq" ON "articles_blocks_internal_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_cards_product_products_order_idx" ON "articles_blocks_cards_product_products" USING btree ("_order");
  CREATE INDEX "articles_blocks_cards_product_products_parent_id_idx" ON "articles_blocks_cards_product_products" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_cards_product_products_image_idx" ON "articles_blocks_cards_product_products" USING btree ("image_id");
  CREATE UNIQUE INDEX "articles_blocks_cards_product_products_locales_locale_parent" ON "articles_blocks_cards_product_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_cards_product_order_idx" ON "articles_blocks_cards_product" USING btree ("_order");
  CREATE INDEX "articles_blocks_cards_product_parent_id_idx" ON "articles_blocks_cards_product" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_cards_product_path_idx" ON "articles_blocks_cards_product" USING btree ("_path");
  CREATE UNIQUE INDEX "articles_blocks_cards_product_locales_locale_parent_id_uniqu" ON "articles_blocks_cards_product_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_faq_cta_order_idx" ON "articles_blocks_faq_cta" USING btree ("_order");
  CREATE INDEX "articles_blocks_faq_cta_parent_id_idx" ON "articles_blocks_faq_cta" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_faq_cta_path_idx" ON "articles_blocks_faq_cta" USING btree ("_path");
  CREATE INDEX "articles_blocks_faq_cta_faq_idx" ON "articles_blocks_faq_cta" USING btree ("faq_id");
  CREATE UNIQUE INDEX "articles_blocks_faq_cta_locales_locale_parent_id_unique" ON "articles_blocks_faq_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_rels_order_idx" ON "articles_rels" USING btree ("order");
  CREATE INDEX "articles_rels_parent_idx" ON "articles_rels" USING btree ("parent_id");
  CREATE INDEX "articles_rels_path_idx" ON "articles_rels" USING btree ("path");
  CREATE INDEX "articles_rels_media_id_idx" ON "articles_rels" USING btree ("media_id");
  CREATE INDEX "articles_rels_content_tags_id_idx" ON "articles_rels" USING btree ("content_tags_id");
  CREATE INDEX "articles_rels_calls_to_action_id_idx" ON "articles_rels" USING btree ("calls_to_action_id");
  CREATE INDEX "_articles_v_blocks_title_text_order_idx" ON "_articles_v_blocks_title_text" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_title_text_parent_id_idx" ON "_articles_v_blocks_title_text" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_title_text_path_idx" ON "_articles_v_blocks_title_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_articles_v_blocks_title_text_locales_locale_parent_id_uniqu" ON "_articles_v_blocks_title_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_text_image_cta_order_idx" ON "_articles_v_blocks_text_image_cta" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_text_image_cta_parent_id_idx" ON "_articles_v_blocks_text_image_cta" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_text_image_cta_path_idx" ON "_articles_v_blocks_text_image_cta" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_text_image_cta_image_idx" ON "_articles_v_blocks_text_image_cta" USING btree ("image_id");
  CREATE UNIQUE INDEX "_articles_v_blocks_text_image_cta_locales_locale_parent_id_u" ON "_articles_v_blocks_text_image_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_banner_text_cta_order_idx" ON "_articles_v_blocks_banner_text_cta" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_banner_text_cta_parent_id_idx" ON "_articles_v_blocks_banner_text_cta" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_banner_text_cta_path_idx" ON "_articles_v_blocks_banner_text_cta" USING btree ("_path");
  CREATE UNIQUE INDEX "_articles_v_blocks_banner_text_cta_locales_locale_parent_id_" ON "_articles_v_blocks_banner_text_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_image_caption_order_idx" ON "_articles_v_blocks_image_caption" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_image_caption_parent_id_idx" ON "_articles_v_blocks_image_caption" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_image_caption_path_idx" ON "_articles_v_blocks_image_caption" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_image_caption_image_idx" ON "_articles_v_blocks_image_caption" USING btree ("image_id");
  CREATE UNIQUE INDEX "_articles_v_blocks_image_caption_locales_locale_parent_id_un" ON "_articles_v_blocks_image_caption_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_steps_text_steps_order_idx" ON "_articles_v_blocks_steps_text_steps" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_steps_text_steps_parent_id_idx" ON "_articles_v_blocks_steps_text_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_articles_v_blocks_steps_text_steps_locales_locale_parent_id" ON "_articles_v_blocks_steps_text_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_steps_text_order_idx" ON "_articles_v_blocks_steps_text" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_steps_text_parent_id_idx" ON "_articles_v_blocks_steps_text" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_steps_text_path_idx" ON "_articles_v_blocks_steps_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_articles_v_blocks_steps_text_locales_locale_parent_id_uniqu" ON "_articles_v_blocks_steps_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_cards_slider_cards_order_idx" ON "_articles_v_blocks_cards_slider_cards" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_cards_slider_cards_parent_id_idx" ON "_articles_v_blocks_cards_slider_cards" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_cards_slider_cards_image_idx" ON "_articles_v_blocks_cards_slider_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "_articles_v_blocks_cards_slider_cards_locales_locale_parent_" ON "_articles_v_blocks_cards_slider_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_cards_slider_order_idx" ON "_articles_v_blocks_cards_slider" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_cards_slider_parent_id_idx" ON "_articles_v_blocks_cards_slider" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_cards_slider_path_idx" ON "_articles_v_blocks_cards_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "_articles_v_blocks_cards_slider_locales_locale_parent_id_uni" ON "_articles_v_blocks_cards_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_images_order_idx" ON "_articles_v_blocks_images" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_images_parent_id_idx" ON "_articles_v_blocks_images" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_images_path_idx" ON "_articles_v_blocks_images" USING btree ("_path");
  CREATE UNIQUE INDEX "_articles_v_blocks_images_locales_locale_parent_id_unique" ON "_articles_v_blocks_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_external_cards_cards_order_idx" ON "_articles_v_blocks_external_cards_cards" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_external_cards_cards_parent_id_idx" ON "_articles_v_blocks_external_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_external_cards_cards_image_idx" ON "_articles_v_blocks_external_cards_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "_articles_v_blocks_external_cards_cards_locales_locale_paren" ON "_articles_v_blocks_external_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_external_cards_order_idx" ON "_articles_v_blocks_external_cards" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_external_cards_parent_id_idx" ON "_articles_v_blocks_external_cards" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_external_cards_path_idx" ON "_articles_v_blocks_external_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_articles_v_blocks_external_cards_locales_locale_parent_id_u" ON "_articles_v_blocks_external_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_internal_cards_order_idx" ON "_articles_v_blocks_internal_cards" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_internal_cards_parent_id_idx" ON "_articles_v_blocks_internal_cards" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_internal_cards_path_idx" ON "_articles_v_blocks_internal_cards" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_internal_cards_content_tag_idx" ON "_articles_v_blocks_internal_cards" USING btree ("content_tag_id");
  CREATE UNIQUE INDEX "_articles_v_blocks_internal_cards_locales_locale_parent_id_u" ON "_articles_v_blocks_internal_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_cards_product_products_order_idx" ON "_articles_v_blocks_cards_product_products" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_cards_product_products_parent_id_idx" ON "_articles_v_blocks_cards_product_products" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_cards_product_products_image_idx" ON "_articles_v_blocks_cards_product_products" USING btree ("image_id");
  CREATE UNIQUE INDEX "_articles_v_blocks_cards_product_products_locales_locale_par" ON "_articles_v_blocks_cards_product_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_cards_product_order_idx" ON "_articles_v_blocks_cards_product" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_cards_product_parent_id_idx" ON "_articles_v_blocks_cards_product" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_cards_product_path_idx" ON "_articles_v_blocks_cards_product" USING btree ("_path");
  CREATE UNIQUE INDEX "_articles_v_blocks_cards_product_locales_locale_parent_id_un" ON "_articles_v_blocks_cards_product_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_faq_cta_order_idx" ON "_articles_v_blocks_faq_cta" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_faq_cta_parent_id_idx" ON "_articles_v_blocks_faq_cta" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_faq_cta_path_idx" ON "_articles_v_blocks_faq_cta" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_faq_cta_faq_idx" ON "_articles_v_blocks_faq_cta" USING btree ("faq_id");
  CREATE UNIQUE INDEX "_articles_v_blocks_faq_cta_locales_locale_parent_id_unique" ON "_articles_v_blocks_faq_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_rels_order_idx" ON "_articles_v_rels" USING btree ("order");
  CREATE INDEX "_articles_v_rels_parent_idx" ON "_articles_v_rels" USING btree ("parent_id");
  CREATE INDEX "_articles_v_rels_path_idx" ON "_articles_v_rels" USING btree ("path");
  CREATE INDEX "_articles_v_rels_media_id_idx" ON "_articles_v_rels" USING btree ("media_id");
  CREATE INDEX "_articles_v_rels_content_tags_id_idx" ON "_articles_v_rels" USING btree ("content_tags_id");
  CREATE INDEX "_articles_v_rels_calls_to_action_id_idx" ON "_articles_v_rels" USING btree ("calls_to_action_id");
  CREATE INDEX "blogs_rels_order_idx" ON "blogs_rels" USING btree ("order");
  CREATE INDEX "blogs_rels_parent_idx" ON "blogs_rels" USING btree ("parent_id");
  CREATE INDEX "blogs_rels_path_idx" ON "blogs_rels" USING btree ("path");
  CREATE INDEX "blogs_rels_media_id_idx" ON "blogs_rels" USING btree ("media_id");
  CREATE INDEX "blogs_rels_content_tags_id_idx" ON "blogs_rels" USING btree ("content_tags_id");
  CREATE INDEX "_blogs_v_rels_order_idx" ON "_blogs_v_rels" USING btree ("order");
  CREATE INDEX "_blogs_v_rels_parent_idx" ON "_blogs_v_rels" USING btree ("parent_id");
  CREATE INDEX "_blogs_v_rels_path_idx" ON "_blogs_v_rels" USING btree ("path");
  CREATE INDEX "_blogs_v_rels_media_id_idx" ON "_blogs_v_rels" USING btree ("media_id");
  CREATE INDEX "_blogs_v_rels_content_tags_id_idx" ON "_blogs_v_rels" USING btree ("content_tags_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calls_to_action_fk" FOREIGN KEY ("calls_to_action_id") REFERENCES "public"."calls_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_content_tags_fk" FOREIGN KEY ("content_tags_id") REFERENCES "public"."content_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_landings_fk" FOREIGN KEY ("landings_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_calls_to_action_id_idx" ON "payload_locked_documents_rels" USING btree ("calls_to_action_id");
  CREATE INDEX "payload_locked_documents_rels_content_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("content_tags_id");
  CREATE INDEX "payload_locked_documents_rels_landings_id_idx" ON "payload_locked_documents_rels" USING btree ("landings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "calls_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "calls_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "content_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "content_tags_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_hero_double" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_hero_double_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_hero_single" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_hero_single_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_title_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_title_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_text_image_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_text_image_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_banner_text_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_banner_text_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_image_caption" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_image_caption_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_steps_text_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_steps_text_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_steps_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_steps_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_cards_slider_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_cards_slider_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_cards_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_cards_slider_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_external_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_external_cards_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_external_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_external_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_internal_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_internal_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_cards_product_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_cards_product_products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_cards_product" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_cards_product_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_faq_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_blocks_faq_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landings_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_hero_double" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_hero_double_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_hero_single" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_hero_single_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_title_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_title_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_text_image_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_text_image_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_banner_text_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_banner_text_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_image_caption" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_image_caption_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_steps_text_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_steps_text_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_steps_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_steps_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_cards_slider_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_cards_slider_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_cards_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_cards_slider_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_external_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_external_cards_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_external_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_external_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_internal_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_internal_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_cards_product_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_cards_product_products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_cards_product" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_cards_product_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_faq_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_blocks_faq_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landings_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_title_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_title_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_text_image_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_text_image_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_banner_text_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_banner_text_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_caption" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_caption_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_steps_text_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_steps_text_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_steps_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_steps_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cards_slider_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cards_slider_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cards_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cards_slider_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_external_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_external_cards_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_external_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_external_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_internal_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_internal_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cards_product_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cards_product_products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cards_product" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cards_product_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_title_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_title_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_text_image_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_text_image_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_banner_text_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_banner_text_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_caption" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_caption_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_steps_text_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_steps_text_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_steps_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_steps_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cards_slider_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cards_slider_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cards_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cards_slider_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_external_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_external_cards_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_external_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_external_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_internal_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_internal_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cards_product_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cards_product_products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cards_product" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cards_product_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_title_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_title_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_text_image_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_text_image_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_banner_text_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_banner_text_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_image_caption" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_image_caption_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_steps_text_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_steps_text_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_steps_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_steps_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_cards_slider_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_cards_slider_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_cards_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_cards_slider_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_external_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_external_cards_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_external_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_external_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_internal_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_internal_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_cards_product_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_cards_product_products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_cards_product" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_cards_product_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_faq_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_faq_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_title_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_title_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_text_image_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_text_image_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_banner_text_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_banner_text_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_image_caption" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_image_caption_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_steps_text_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_steps_text_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_steps_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_steps_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_cards_slider_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_cards_slider_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_cards_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_cards_slider_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_images_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_external_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_external_cards_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_external_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_external_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_internal_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_internal_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_cards_product_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_cards_product_products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_cards_product" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_cards_product_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_faq_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_faq_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blogs_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blogs_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "calls_to_action" CASCADE;
  DROP TABLE "calls_to_action_locales" CASCADE;
  DROP TABLE "content_tags" CASCADE;
  DROP TABLE "content_tags_locales" CASCADE;
  DROP TABLE "landings_blocks_hero_double" CASCADE;
  DROP TABLE "landings_blocks_hero_double_locales" CASCADE;
  DROP TABLE "landings_blocks_hero_single" CASCADE;
  DROP TABLE "landings_blocks_hero_single_locales" CASCADE;
  DROP TABLE "landings_blocks_title_text" CASCADE;
  DROP TABLE "landings_blocks_title_text_locales" CASCADE;
  DROP TABLE "landings_blocks_text_image_cta" CASCADE;
  DROP TABLE "landings_blocks_text_image_cta_locales" CASCADE;
  DROP TABLE "landings_blocks_banner_text_cta" CASCADE;
  DROP TABLE "landings_blocks_banner_text_cta_locales" CASCADE;
  DROP TABLE "landings_blocks_image_caption" CASCADE;
  DROP TABLE "landings_blocks_image_caption_locales" CASCADE;
  DROP TABLE "landings_blocks_steps_text_steps" CASCADE;
  DROP TABLE "landings_blocks_steps_text_steps_locales" CASCADE;
  DROP TABLE "landings_blocks_steps_text" CASCADE;
  DROP TABLE "landings_blocks_steps_text_locales" CASCADE;
  DROP TABLE "landings_blocks_cards_slider_cards" CASCADE;
  DROP TABLE "landings_blocks_cards_slider_cards_locales" CASCADE;
  DROP TABLE "landings_blocks_cards_slider" CASCADE;
  DROP TABLE "landings_blocks_cards_slider_locales" CASCADE;
  DROP TABLE "landings_blocks_images" CASCADE;
  DROP TABLE "landings_blocks_images_locales" CASCADE;
  DROP TABLE "landings_blocks_external_cards_cards" CASCADE;
  DROP TABLE "landings_blocks_external_cards_cards_locales" CASCADE;
  DROP TABLE "landings_blocks_external_cards" CASCADE;
  DROP TABLE "landings_blocks_external_cards_locales" CASCADE;
  DROP TABLE "landings_blocks_internal_cards" CASCADE;
  DROP TABLE "landings_blocks_internal_cards_locales" CASCADE;
  DROP TABLE "landings_blocks_cards_product_products" CASCADE;
  DROP TABLE "landings_blocks_cards_product_products_locales" CASCADE;
  DROP TABLE "landings_blocks_cards_product" CASCADE;
  DROP TABLE "landings_blocks_cards_product_locales" CASCADE;
  DROP TABLE "landings_blocks_faq_cta" CASCADE;
  DROP TABLE "landings_blocks_faq_cta_locales" CASCADE;
  DROP TABLE "landings" CASCADE;
  DROP TABLE "landings_locales" CASCADE;
  DROP TABLE "landings_rels" CASCADE;
  DROP TABLE "_landings_v_blocks_hero_double" CASCADE;
  DROP TABLE "_landings_v_blocks_hero_double_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_hero_single" CASCADE;
  DROP TABLE "_landings_v_blocks_hero_single_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_title_text" CASCADE;
  DROP TABLE "_landings_v_blocks_title_text_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_text_image_cta" CASCADE;
  DROP TABLE "_landings_v_blocks_text_image_cta_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_banner_text_cta" CASCADE;
  DROP TABLE "_landings_v_blocks_banner_text_cta_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_image_caption" CASCADE;
  DROP TABLE "_landings_v_blocks_image_caption_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_steps_text_steps" CASCADE;
  DROP TABLE "_landings_v_blocks_steps_text_steps_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_steps_text" CASCADE;
  DROP TABLE "_landings_v_blocks_steps_text_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_cards_slider_cards" CASCADE;
  DROP TABLE "_landings_v_blocks_cards_slider_cards_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_cards_slider" CASCADE;
  DROP TABLE "_landings_v_blocks_cards_slider_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_images" CASCADE;
  DROP TABLE "_landings_v_blocks_images_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_external_cards_cards" CASCADE;
  DROP TABLE "_landings_v_blocks_external_cards_cards_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_external_cards" CASCADE;
  DROP TABLE "_landings_v_blocks_external_cards_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_internal_cards" CASCADE;
  DROP TABLE "_landings_v_blocks_internal_cards_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_cards_product_products" CASCADE;
  DROP TABLE "_landings_v_blocks_cards_product_products_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_cards_product" CASCADE;
  DROP TABLE "_landings_v_blocks_cards_product_locales" CASCADE;
  DROP TABLE "_landings_v_blocks_faq_cta" CASCADE;
  DROP TABLE "_landings_v_blocks_faq_cta_locales" CASCADE;
  DROP TABLE "_landings_v" CASCADE;
  DROP TABLE "_landings_v_locales" CASCADE;
  DROP TABLE "_landings_v_rels" CASCADE;
  DROP TABLE "pages_blocks_title_text" CASCADE;
  DROP TABLE "pages_blocks_title_text_locales" CASCADE;
  DROP TABLE "pages_blocks_text_image_cta" CASCADE;
  DROP TABLE "pages_blocks_text_image_cta_locales" CASCADE;
  DROP TABLE "pages_blocks_banner_text_cta" CASCADE;
  DROP TABLE "pages_blocks_banner_text_cta_locales" CASCADE;
  DROP TABLE "pages_blocks_image_caption" CASCADE;
  DROP TABLE "pages_blocks_image_caption_locales" CASCADE;
  DROP TABLE "pages_blocks_steps_text_steps" CASCADE;
  DROP TABLE "pages_blocks_steps_text_steps_locales" CASCADE;
  DROP TABLE "pages_blocks_steps_text" CASCADE;
  DROP TABLE "pages_blocks_steps_text_locales" CASCADE;
  DROP TABLE "pages_blocks_cards_slider_cards" CASCADE;
  DROP TABLE "pages_blocks_cards_slider_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_cards_slider" CASCADE;
  DROP TABLE "pages_blocks_cards_slider_locales" CASCADE;
  DROP TABLE "pages_blocks_images" CASCADE;
  DROP TABLE "pages_blocks_images_locales" CASCADE;
  DROP TABLE "pages_blocks_external_cards_cards" CASCADE;
  DROP TABLE "pages_blocks_external_cards_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_external_cards" CASCADE;
  DROP TABLE "pages_blocks_external_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_internal_cards" CASCADE;
  DROP TABLE "pages_blocks_internal_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_cards_product_products" CASCADE;
  DROP TABLE "pages_blocks_cards_product_products_locales" CASCADE;
  DROP TABLE "pages_blocks_cards_product" CASCADE;
  DROP TABLE "pages_blocks_cards_product_locales" CASCADE;
  DROP TABLE "pages_blocks_faq_cta" CASCADE;
  DROP TABLE "pages_blocks_faq_cta_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_title_text" CASCADE;
  DROP TABLE "_pages_v_blocks_title_text_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_text_image_cta" CASCADE;
  DROP TABLE "_pages_v_blocks_text_image_cta_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_banner_text_cta" CASCADE;
  DROP TABLE "_pages_v_blocks_banner_text_cta_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_image_caption" CASCADE;
  DROP TABLE "_pages_v_blocks_image_caption_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_steps_text_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_steps_text_steps_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_steps_text" CASCADE;
  DROP TABLE "_pages_v_blocks_steps_text_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_slider_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_slider_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_slider_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_images" CASCADE;
  DROP TABLE "_pages_v_blocks_images_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_external_cards_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_external_cards_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_external_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_external_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_internal_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_internal_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_product_products" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_product_products_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_product" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_product_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_cta" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_cta_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "articles_blocks_title_text" CASCADE;
  DROP TABLE "articles_blocks_title_text_locales" CASCADE;
  DROP TABLE "articles_blocks_text_image_cta" CASCADE;
  DROP TABLE "articles_blocks_text_image_cta_locales" CASCADE;
  DROP TABLE "articles_blocks_banner_text_cta" CASCADE;
  DROP TABLE "articles_blocks_banner_text_cta_locales" CASCADE;
  DROP TABLE "articles_blocks_image_caption" CASCADE;
  DROP TABLE "articles_blocks_image_caption_locales" CASCADE;
  DROP TABLE "articles_blocks_steps_text_steps" CASCADE;
  DROP TABLE "articles_blocks_steps_text_steps_locales" CASCADE;
  DROP TABLE "articles_blocks_steps_text" CASCADE;
  DROP TABLE "articles_blocks_steps_text_locales" CASCADE;
  DROP TABLE "articles_blocks_cards_slider_cards" CASCADE;
  DROP TABLE "articles_blocks_cards_slider_cards_locales" CASCADE;
  DROP TABLE "articles_blocks_cards_slider" CASCADE;
  DROP TABLE "articles_blocks_cards_slider_locales" CASCADE;
  DROP TABLE "articles_blocks_images" CASCADE;
  DROP TABLE "articles_blocks_images_locales" CASCADE;
  DROP TABLE "articles_blocks_external_cards_cards" CASCADE;
  DROP TABLE "articles_blocks_external_cards_cards_locales" CASCADE;
  DROP TABLE "articles_blocks_external_cards" CASCADE;
  DROP TABLE "articles_blocks_external_cards_locales" CASCADE;
  DROP TABLE "articles_blocks_internal_cards" CASCADE;
  DROP TABLE "articles_blocks_internal_cards_locales" CASCADE;
  DROP TABLE "articles_blocks_cards_product_products" CASCADE;
  DROP TABLE "articles_blocks_cards_product_products_locales" CASCADE;
  DROP TABLE "articles_blocks_cards_product" CASCADE;
  DROP TABLE "articles_blocks_cards_product_locales" CASCADE;
  DROP TABLE "articles_blocks_faq_cta" CASCADE;
  DROP TABLE "articles_blocks_faq_cta_locales" CASCADE;
  DROP TABLE "articles_rels" CASCADE;
  DROP TABLE "_articles_v_blocks_title_text" CASCADE;
  DROP TABLE "_articles_v_blocks_title_text_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_text_image_cta" CASCADE;
  DROP TABLE "_articles_v_blocks_text_image_cta_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_banner_text_cta" CASCADE;
  DROP TABLE "_articles_v_blocks_banner_text_cta_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_image_caption" CASCADE;
  DROP TABLE "_articles_v_blocks_image_caption_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_steps_text_steps" CASCADE;
  DROP TABLE "_articles_v_blocks_steps_text_steps_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_steps_text" CASCADE;
  DROP TABLE "_articles_v_blocks_steps_text_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_cards_slider_cards" CASCADE;
  DROP TABLE "_articles_v_blocks_cards_slider_cards_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_cards_slider" CASCADE;
  DROP TABLE "_articles_v_blocks_cards_slider_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_images" CASCADE;
  DROP TABLE "_articles_v_blocks_images_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_external_cards_cards" CASCADE;
  DROP TABLE "_articles_v_blocks_external_cards_cards_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_external_cards" CASCADE;
  DROP TABLE "_articles_v_blocks_external_cards_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_internal_cards" CASCADE;
  DROP TABLE "_articles_v_blocks_internal_cards_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_cards_product_products" CASCADE;
  DROP TABLE "_articles_v_blocks_cards_product_products_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_cards_product" CASCADE;
  DROP TABLE "_articles_v_blocks_cards_product_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_faq_cta" CASCADE;
  DROP TABLE "_articles_v_blocks_faq_cta_locales" CASCADE;
  DROP TABLE "_articles_v_rels" CASCADE;
  DROP TABLE "blogs_rels" CASCADE;
  DROP TABLE "_blogs_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_calls_to_action_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_content_tags_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_landings_fk";
  
  DROP INDEX "payload_locked_documents_rels_calls_to_action_id_idx";
  DROP INDEX "payload_locked_documents_rels_content_tags_id_idx";
  DROP INDEX "payload_locked_documents_rels_landings_id_idx";
  ALTER TABLE "pages" DROP COLUMN "name";
  ALTER TABLE "_pages_v" DROP COLUMN "version_name";
  ALTER TABLE "articles" DROP COLUMN "display_date";
  ALTER TABLE "_articles_v" DROP COLUMN "version_display_date";
  ALTER TABLE "blogs" DROP COLUMN "name";
  ALTER TABLE "blogs" DROP COLUMN "blog_type";
  ALTER TABLE "blogs" DROP COLUMN "user_profile";
  ALTER TABLE "_blogs_v" DROP COLUMN "version_name";
  ALTER TABLE "_blogs_v" DROP COLUMN "version_blog_type";
  ALTER TABLE "_blogs_v" DROP COLUMN "version_user_profile";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "calls_to_action_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "content_tags_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "landings_id";
  DROP TYPE "public"."enum_content_tags_content_type";
  DROP TYPE "public"."enum_landings_blocks_text_image_cta_image_position";
  DROP TYPE "public"."enum_landings_blocks_internal_cards_source";
  DROP TYPE "public"."enum_landings_landing_type";
  DROP TYPE "public"."enum_landings_user_profile";
  DROP TYPE "public"."enum_landings_status";
  DROP TYPE "public"."enum__landings_v_blocks_text_image_cta_image_position";
  DROP TYPE "public"."enum__landings_v_blocks_internal_cards_source";
  DROP TYPE "public"."enum__landings_v_version_landing_type";
  DROP TYPE "public"."enum__landings_v_version_user_profile";
  DROP TYPE "public"."enum__landings_v_version_status";
  DROP TYPE "public"."enum__landings_v_published_locale";
  DROP TYPE "public"."enum_pages_blocks_text_image_cta_image_position";
  DROP TYPE "public"."enum_pages_blocks_internal_cards_source";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_cta_image_position";
  DROP TYPE "public"."enum__pages_v_blocks_internal_cards_source";
  DROP TYPE "public"."enum_articles_blocks_text_image_cta_image_position";
  DROP TYPE "public"."enum_articles_blocks_internal_cards_source";
  DROP TYPE "public"."enum__articles_v_blocks_text_image_cta_image_position";
  DROP TYPE "public"."enum__articles_v_blocks_internal_cards_source";
  DROP TYPE "public"."enum_blogs_blog_type";
  DROP TYPE "public"."enum_blogs_user_profile";
  DROP TYPE "public"."enum__blogs_v_version_blog_type";
  DROP TYPE "public"."enum__blogs_v_version_user_profile";`)
}
