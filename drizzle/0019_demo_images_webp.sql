-- The demo data's images are WebP files now (scripts/render-demo-images.ts): a browser builds a
-- document on its main thread for every SVG image. Rows seeded before point at the old drawings.
update creatives set avatar = regexp_replace(avatar, '\.svg$', '.webp') where avatar like '/images/demo/%.svg';
--> statement-breakpoint
update festivals set logo = regexp_replace(logo, '\.svg$', '.webp') where logo like '/images/demo/%.svg';
--> statement-breakpoint
update festivals set banner = regexp_replace(banner, '\.svg$', '.webp') where banner like '/images/demo/%.svg';
--> statement-breakpoint
update agencies set logo = regexp_replace(logo, '\.svg$', '.webp') where logo like '/images/demo/%.svg';
