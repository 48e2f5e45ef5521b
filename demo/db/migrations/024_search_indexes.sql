-- The search index per pageFilter (issue 24): a search under one filter reads only that filter's
-- pages from the index, instead of every match of the words then dropping the other filters' rows
-- (for "healthcare" under people: 198 pages read instead of 572). The service names the filter in
-- its SQL (one prepared statement per filter), so the planner can pick these partial indexes.
CREATE INDEX search_pages_search_insights_idx ON search_pages USING gin (search) WHERE filter = 'insights';
CREATE INDEX search_pages_search_people_idx ON search_pages USING gin (search) WHERE filter = 'people';
CREATE INDEX search_pages_search_services_idx ON search_pages USING gin (search) WHERE filter = 'services';
CREATE INDEX search_pages_search_careers_idx ON search_pages USING gin (search) WHERE filter = 'careers';

-- Did-you-mean weighs a misspelt word's nearest indexed words by trigram distance (KNN through
-- GiST), however far: a swap of two letters can leave a word below pg_trgm's similarity threshold
-- ("chian" and "chain" share 2 of 10 trigrams), which the GIN index's `%` could not find.
DROP INDEX search_words_trgm_idx;
CREATE INDEX search_words_trgm_gist_idx ON search_words USING gist (word gist_trgm_ops);
