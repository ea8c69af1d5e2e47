// Sentences a speaking task can ask for, offered in the mission form beside free text. The school's English content
// is the richer source once it exists; these come from the textbook series of spec §3 so a teacher
// always has something to pick.
import type { MissionBooks } from '../../../src/shared/mission.ts';

export const PRACTICE_SENTENCES: MissionBooks['speaking'] = [
  { id: null, text: 'My hobby is collecting stamps.', source: 'Global Success 7 – Unit 1' },
  { id: null, text: 'I usually go swimming at the weekend.', source: 'Global Success 7 – Unit 1' },
  { id: null, text: 'We should eat more fruit and vegetables.', source: 'Global Success 7 – Unit 2' },
  { id: null, text: 'Community service helps people in need.', source: 'Global Success 7 – Unit 3' },
  { id: null, text: 'She thinks that the film is very interesting.', source: 'i-Learn Smart World 7 – Unit 4' },
  { id: null, text: 'There are three bedrooms in my house.', source: 'Friends Plus 7 – Unit 1' },
];

export async function speakingSentences(): Promise<MissionBooks['speaking']> {
  return PRACTICE_SENTENCES;
}
