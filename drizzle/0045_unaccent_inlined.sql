-- f_unaccent's body called unaccent(), which is only STABLE, so PostgreSQL never inlined the
-- IMMUTABLE wrapper: each call ran its body through the SQL-function executor, which parsed it
-- again in every execution of a prepared statement (the name filter's generic plans fold the text
-- at run time, several times a statement). Over a C function declared IMMUTABLE (unaccent's own
-- unaccent_dict, the dictionary pinned as before) the wrapper is inlined into that one call. Its
-- results are the same, so the indexes and generated columns over f_unaccent stay valid.
-- Only a superuser may create a C function: a role that may not (a managed server's) keeps the
-- wrapper as it was, which folds the same, more slowly.
DO $migration$
BEGIN
  CREATE OR REPLACE FUNCTION immutable_unaccent(regdictionary, text) RETURNS text
    LANGUAGE c IMMUTABLE PARALLEL SAFE STRICT AS '$libdir/unaccent', 'unaccent_dict';
  CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $body$ SELECT public.immutable_unaccent(regdictionary 'public.unaccent', $1) $body$;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'f_unaccent is left as it was: creating a C function needs a superuser';
END
$migration$;
