// Mounts every API area. Each area is one file exporting a Hono sub-app.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { health } from './health.ts';
import { media } from './media.ts';
import { sessions } from './sessions.ts';
import { passwords } from './passwords.ts';
import { registrations } from './registrations.ts';
import { account } from './account.ts';
import { shortcuts } from './shortcuts.ts';
import { joinSchool } from './join-school.ts';
import { joinRequests } from './join-requests.ts';
import { invitations } from './invitations.ts';
import { members } from './members.ts';
import { notifications } from './notifications.ts';
import { selections } from './selections.ts';
import { schools } from './schools.ts';
import { dashboard } from './dashboard.ts';
import { missions } from './missions.ts';
import { learningExams } from './learning-exams.ts';
import { teachingExams } from './teaching-exams.ts';
import { teachingGroups } from './teaching-groups.ts';
import { speech } from './speech.ts';

export function mountRoutes(api: Hono<AppEnv>) {
  api.route('/', health);
  api.route('/', media);
  api.route('/', sessions);
  api.route('/', passwords);
  api.route('/', registrations);
  api.route('/', account);
  api.route('/', shortcuts);
  api.route('/', joinSchool);
  api.route('/', joinRequests);
  api.route('/', invitations);
  api.route('/', members);
  api.route('/', notifications);
  api.route('/', selections);
  api.route('/', schools);
  api.route('/', dashboard);
  api.route('/s', missions); // before learningExams: its perform hook wraps their PUT (missions-student.ts)
  api.route('/s', learningExams);
  api.route('/s', teachingExams);
  api.route('/s', teachingGroups);
  api.route('/', speech);
}
