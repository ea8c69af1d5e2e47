-- Written by hand: slides gained imageText (the words on their picture) after 0015 made decks without it; every slide
-- saved since has one. Slides without it get '' so readers of the deck (deckText, the editor) find a string there.
UPDATE "lectures" SET "deck" = jsonb_set("deck", '{slides}', (
	SELECT coalesce(jsonb_agg(CASE WHEN s ? 'imageText' THEN s ELSE s || '{"imageText": ""}'::jsonb END ORDER BY n), '[]'::jsonb)
	FROM jsonb_array_elements("deck"->'slides') WITH ORDINALITY AS x(s, n)
))
WHERE EXISTS (SELECT 1 FROM jsonb_array_elements("deck"->'slides') AS s WHERE NOT s ? 'imageText');
