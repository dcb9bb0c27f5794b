-- Decision 067: the name an accepted problem goes by where it was solved, so that a Codeforces
-- Div. 2 copy (1529C) counts as solving the Div. 1 problem the catalog lists (1528A).
ALTER TABLE "user_solved_problems" ADD COLUMN "name" text;