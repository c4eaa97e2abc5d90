/**
 * Search on PostgreSQL: a prefix index in the manner of SQLite FTS5's `prefix=` option. Each prefix
 * (1 to 40 characters) of each word of a product's name and category names has one row in
 * `search_prefixes` holding the search ranks of the products that have it, sorted; the rank is the
 * product's place in popularity order (1 = most popular). A query's terms are each a prefix, so
 * its matches are the intersection of one array per term (intarray's `&`, smallest first), already
 * in popularity order: the count is that array's length and a page is a slice of it. Measured at a
 * million products, PostgreSQL's own full-text search (a GIN index over tsvectors with `:*`
 * prefix queries) took 100-300 ms to count a short prefix's 100,000 matches (a bitmap heap scan
 * rechecks every row), where the arrays take a few milliseconds.
 *
 * Words are letter-and-digit runs of the NFKC text without accents, lower-cased: the service folds
 * what shoppers type the same way (search/terms.ts), and a test holds the two equal on the
 * catalogue's names. `search_documents` keeps each product's rank, name and words; ranks are given
 * by a rebuild (search-index.ts), and renames, moves and deletions keep the index right through
 * the products' triggers.
 */
export const baselineSearchSql = `
  CREATE EXTENSION IF NOT EXISTS intarray;
  CREATE EXTENSION IF NOT EXISTS unaccent;

  CREATE TABLE search_documents (
    rank integer PRIMARY KEY,
    product_id integer NOT NULL UNIQUE,
    category_id integer NOT NULL,
    name text NOT NULL,
    words text[] NOT NULL
  );

  CREATE TABLE search_prefixes (
    prefix text COLLATE "C" PRIMARY KEY,
    ranks integer[] NOT NULL
  );
  -- Read whole on every query and long (a one-letter prefix holds a third of the catalogue):
  -- stored uncompressed, so reading is copying.
  ALTER TABLE search_prefixes ALTER COLUMN ranks SET STORAGE EXTERNAL;

  CREATE AGGREGATE search_rank_intersection(integer[]) (SFUNC = _int_inter, STYPE = integer[]);

  CREATE FUNCTION search_words(body text) RETURNS text[] LANGUAGE sql STABLE AS $$
    SELECT coalesce(array_agg(DISTINCT word ORDER BY word), '{}')
    FROM regexp_split_to_table(lower(unaccent(normalize(body, NFKC))), '[^[:alnum:]]+') AS word
    WHERE word <> ''
  $$;

  CREATE FUNCTION search_prefixes_of(words text[]) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
    SELECT DISTINCT left(word, n) FROM unnest(words) AS word, generate_series(1, least(length(word), 40)) AS n
  $$;

  -- Leaf and parent names, so "headphones" or "audio" finds products whose names lack the word.
  CREATE FUNCTION category_search_text(category integer) RETURNS text LANGUAGE sql STABLE AS $$
    SELECT c.name || coalesce(' ' || parent.name, '')
    FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id WHERE c.id = category
  $$;

  -- The count of every match and the ranks of those in [skip, skip + take), in popularity order.
  CREATE FUNCTION search_matches(terms text[], skip integer, take integer, OUT matches integer, OUT ranks integer[])
  LANGUAGE plpgsql STABLE AS $$
  DECLARE
    matched integer[];
  BEGIN
    SELECT CASE WHEN count(p.ranks) = cardinality(terms)
             THEN search_rank_intersection(p.ranks ORDER BY cardinality(p.ranks)) END
      INTO matched
      FROM unnest(terms) AS t(prefix) LEFT JOIN search_prefixes p ON p.prefix = t.prefix;
    matches := coalesce(cardinality(matched), 0);
    ranks := coalesce(matched[skip + 1 : skip + take], '{}');
  END $$;

  CREATE FUNCTION search_forget(product integer) RETURNS void LANGUAGE plpgsql AS $$
  DECLARE
    doc search_documents;
  BEGIN
    SELECT * INTO doc FROM search_documents WHERE product_id = product;
    IF NOT FOUND THEN RETURN; END IF;
    UPDATE search_prefixes SET ranks = ranks - doc.rank WHERE prefix IN (SELECT search_prefixes_of(doc.words));
    DELETE FROM search_documents WHERE rank = doc.rank;
  END $$;

  -- A product not ranked yet is not indexed yet: the next rebuild ranks it.
  CREATE FUNCTION search_reindex(product integer) RETURNS void LANGUAGE plpgsql AS $$
  DECLARE
    doc search_documents;
    current products;
    fresh text[];
  BEGIN
    SELECT * INTO doc FROM search_documents WHERE product_id = product;
    IF NOT FOUND THEN RETURN; END IF;
    SELECT * INTO current FROM products WHERE id = product;
    fresh := search_words(current.name || ' ' || coalesce(category_search_text(current.category_id), ''));
    UPDATE search_prefixes SET ranks = ranks - doc.rank
      WHERE prefix IN (SELECT search_prefixes_of(doc.words) EXCEPT SELECT search_prefixes_of(fresh));
    INSERT INTO search_prefixes (prefix, ranks)
      SELECT added, ARRAY[doc.rank] FROM (SELECT search_prefixes_of(fresh) EXCEPT SELECT search_prefixes_of(doc.words)) AS x(added)
      ON CONFLICT (prefix) DO UPDATE SET ranks = search_prefixes.ranks | EXCLUDED.ranks;
    UPDATE search_documents SET name = current.name, category_id = current.category_id, words = fresh
      WHERE rank = doc.rank;
  END $$;
`;
