// Question banks as a library content type: copying a bank copies its questions; a search word also finds the banks
// holding a question with that word.
import { sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { type ContentType, libraryCols } from '../library/content-type.ts';
import { copyQuestions } from './questions.ts';
import { copyGames, GAME_OWNERS } from '../mini-games/mini-games.ts';

const c = t.questionCollections;

export const questionCollectionType: ContentType = {
  kind: 'question',
  path: 'question_collections',
  categoryType: 'question',
  table: c,
  cols: libraryCols(c, { id: c.id, name: c.name, description: c.description, schoolId: c.schoolId, ownerId: c.ownerId, createdAt: c.createdAt }),
  async copyContent(db, fromId, toId, actorId) {
    await copyQuestions(db, { collectionId: fromId }, { collectionId: toId }, actorId);
    await copyGames(db, GAME_OWNERS.bank, fromId, toId, actorId);
  },
  searchMore: (pattern) => sql`exists (select 1 from questions q where q.collection_id = ${c.id} and q.search_text like ${pattern})`,
};
