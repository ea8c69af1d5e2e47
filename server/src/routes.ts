// Mounts every API route module. Route modules are leaves: each exports one Hono sub-app, imports no other route
// module, and keeps its domain code in its area's other files (server/src/<area>/). Composition happens only here.
import type { Hono } from 'hono';
import type { AppEnv } from './http/env.ts';
import { health } from './http/health.routes.ts';
import { sessions } from './auth/sessions.routes.ts';
import { passwords } from './auth/password-reset.routes.ts';
import { registrations } from './auth/registrations.routes.ts';
import { account } from './auth/account.routes.ts';
import { shortcuts } from './schools/shortcuts.routes.ts';
import { joinSchool } from './schools/join-school.routes.ts';
import { joinRequests } from './schools/join-requests.routes.ts';
import { invitations } from './schools/invitations.routes.ts';
import { members } from './schools/members.routes.ts';
import { selections } from './schools/selections.routes.ts';
import { schools } from './schools/schools.routes.ts';
import { dashboard } from './schools/dashboard.routes.ts';
import { teachingGroups } from './schools/teaching-groups.routes.ts';
import { notifications } from './notifications/notifications.routes.ts';
import { media } from './exams/media.routes.ts';
import { learningExams } from './exams/learning.routes.ts';
import { teachingExams } from './exams/teaching.routes.ts';
import { missionsStudent } from './missions/student.routes.ts';
import { missionsTeacher } from './missions/teacher.routes.ts';
import { missionsSubmissions } from './missions/submissions.routes.ts';
import { comments } from './missions/comments.routes.ts';
import { commentTemplates } from './missions/comment-templates.routes.ts';
import { speech } from './speech/scoring.routes.ts';
import { speechHistory } from './speech/history.routes.ts';
import { speechStats } from './speech/stats.routes.ts';
import { speechLimits } from './speech/limits.routes.ts';
import { speechRescore } from './speech/rescore.routes.ts';
import { speechRecordings } from './speech/recordings.routes.ts';
import { english } from './speech/english.routes.ts';

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
  // Before learningExams: the student missions' perform hook wraps their PUT (missions/student.routes.ts).
  api.route('/s', missionsStudent);
  api.route('/s', missionsTeacher);
  api.route('/s', missionsSubmissions);
  api.route('/s', comments);
  api.route('/s/v1', commentTemplates);
  api.route('/s', learningExams);
  api.route('/s', teachingExams);
  api.route('/s', teachingGroups);
  api.route('/', speech);
  api.route('/', speechHistory);
  api.route('/', speechStats);
  api.route('/', speechLimits);
  api.route('/', speechRescore);
  api.route('/', speechRecordings);
  api.route('/', english);
}
