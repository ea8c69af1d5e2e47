// The boundary rule on fixtures: a feature importing another feature (by alias or by a relative path) fails lint; a
// feature importing itself or a layer below does not.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function errorsOf(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('feature boundaries', () => {
  it('refuses an import of another feature', async () => {
    const errors = await errorsOf("import { login } from '@/features/auth/api/login.ts';\nexport { login };\n", 'src/features/shell/fixture.ts');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/a feature imports only itself and the layers below/);
  });

  it('refuses another feature reached by a relative path', async () => {
    const errors = await errorsOf("import { login } from '../../auth/api/login.ts';\nexport { login };\n", 'src/features/shell/components/fixture.ts');
    expect(errors).toHaveLength(1);
  });

  it('accepts the feature itself and the layers below', async () => {
    const code = [
      "import { useScopeSession } from '@/features/shell/use-scope.ts';",
      "import { request } from '@/lib/http.ts';",
      "import { db } from '@/offline/db.ts';",
      "import { MSG } from '@/shared/messages.ts';",
      "import { Button } from '@/components/ui/button.tsx';",
      "import { menuFor } from '../menu-config.ts';",
      'export { useScopeSession, request, db, MSG, Button, menuFor };',
      '',
    ].join('\n');
    expect(await errorsOf(code, 'src/features/shell/components/fixture.ts')).toEqual([]);
  });

  it('refuses a route imported from a feature', async () => {
    expect(await errorsOf("import { Route } from '@/routes/_app.tsx';\nexport { Route };\n", 'src/features/exams/fixture.ts')).toHaveLength(1);
  });
});

describe('server layers', () => {
  it('refuses a route module imported by another module', async () => {
    const code = "import { missionsTeacher } from './teacher.routes.ts';\nexport { missionsTeacher };\n";
    const errors = await errorsOf(code, 'server/src/missions/fixture.routes.ts');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/a route module is mounted by routes.ts only/);
    expect(await errorsOf(code, 'server/src/missions/queries-fixture.ts')).toHaveLength(1);
  });

  it('refuses an area imported by a shared layer', async () => {
    const code = "import { seedExams } from '../exams/seed.ts';\nexport { seedExams };\n";
    const errors = await errorsOf(code, 'server/src/db/fixture.ts');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/sit below the areas/);
    expect(await errorsOf("import { seed } from '../seed.ts';\nexport { seed };\n", 'server/src/http/fixture.ts')).toHaveLength(1);
  });

  it('accepts an area using the shared layers and another area, and routes.ts mounting route modules', async () => {
    const code =
      "import * as t from '../db/schema.ts';\nimport { HttpError } from '../http/errors.ts';\nimport { teacherGroup } from '../exams/access.ts';\nexport { t, HttpError, teacherGroup };\n";
    expect(await errorsOf(code, 'server/src/missions/fixture.ts')).toEqual([]);
    expect(await errorsOf("import { speech } from './speech/scoring.routes.ts';\nexport { speech };\n", 'server/src/routes.ts')).toEqual([]);
  });
});
