// /school-group-invitation/{groupId} (and /join): the page a group's join link or QR code opens. It names the group,
// its school and teachers and says where the visitor stands; a student of the school asks to join ("Xin vào nhóm"),
// which makes a request the group's teachers approve or reject (group-join.routes.ts says why there is no direct
// joining). With `autoJoin` (the /join address) the request is sent on arrival, once, when it can be.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { apiErrorText } from '@/lib/errors.ts';
import { formatDate } from '@/lib/format.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { GroupInvitation } from '@/shared/schemas/group-join.ts';
import { invitationQueryOptions } from '../api/get-invitation.ts';
import { useCreateJoinRequest } from '../api/create-join-request.ts';

export interface GroupInvitationPageProps {
  groupId: number;
  /** Send the request on arrival (the /join address). */
  autoJoin?: boolean;
  /** The app's "Tham gia trường học" dialog, for a visitor who is not in the group's school yet. */
  JoinSchoolDialog: ComponentType<{ open: boolean; onClose: () => void }>;
}

const personName = (p: { first_name: string; last_name: string }) => `${p.last_name} ${p.first_name}`.trim();

export function GroupInvitationPage({ groupId, autoJoin = false, JoinSchoolDialog }: GroupInvitationPageProps) {
  const invitation = useQuery(invitationQueryOptions(groupId));
  const join = useCreateJoinRequest(groupId);
  const [sent, setSent] = useState(false);
  const autoSent = useRef(false);
  const state = invitation.data?.state;

  const ask = () =>
    join.mutate(undefined, {
      onSuccess: () => setSent(true),
    });

  useEffect(() => {
    if (!autoJoin || autoSent.current || state !== 'open') return;
    autoSent.current = true;
    ask();
    // ask is remade each render; the ref makes this run once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoJoin, state]);

  return (
    <div className="mx-auto max-w-xl space-y-6 py-4">
      <h1 className="text-2xl font-semibold text-slate-900">Lời mời vào nhóm</h1>
      {invitation.data ? (
        <InvitationBody
          invitation={invitation.data}
          sent={sent}
          sending={join.isPending}
          refusal={join.isError ? apiErrorText(join.error) : null}
          onAsk={ask}
          JoinSchoolDialog={JoinSchoolDialog}
        />
      ) : invitation.isError ? (
        isApiError(invitation.error) && invitation.error.status === 404 ? (
          <EmptyState
            title="Không tìm thấy nhóm"
            description="Đường dẫn không đúng hoặc nhóm đã bị xoá. Hãy hỏi lại giáo viên đường dẫn vào nhóm."
            action={
              <Link to="/" className={buttonClass('secondary')}>
                {TEXT.home}
              </Link>
            }
          />
        ) : (
          <ErrorAlert onRetry={() => void invitation.refetch()}>{apiErrorText(invitation.error)}</ErrorAlert>
        )
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}

interface BodyProps {
  invitation: GroupInvitation;
  sent: boolean;
  sending: boolean;
  refusal: string | null;
  onAsk: () => void;
  JoinSchoolDialog: GroupInvitationPageProps['JoinSchoolDialog'];
}

function InvitationBody({ invitation, sent, sending, refusal, onAsk, JoinSchoolDialog }: BodyProps) {
  const { group, school, teachers, state } = invitation;
  const [joiningSchool, setJoiningSchool] = useState(false);
  return (
    <section aria-labelledby="invitation-group" className="space-y-5 rounded-xl border border-slate-200 bg-white p-5">
      <div className="space-y-1">
        <h2 id="invitation-group" className="text-xl font-semibold text-slate-900">
          {group.name}
        </h2>
        <p className="text-slate-700">{school.name}</p>
      </div>
      {/* The server names the teachers only to the school's own members. */}
      {state !== 'not_in_school' && (
        <dl className="text-sm">
          <dt className="text-slate-600">Giáo viên</dt>
          <dd className="font-medium text-slate-900">{teachers.length ? teachers.map(personName).join(', ') : 'Chưa có'}</dd>
        </dl>
      )}

      {state === 'member' ? (
        <div className="space-y-3">
          <p role="status" className="text-slate-800">
            {MSG.groupJoinAlreadyMember}.
          </p>
          {invitation.memberRole === 'teacher' ? (
            <Link to="/$schoolId/school-group/$id" params={{ schoolId: String(school.id), id: String(group.id) }} className={buttonClass()}>
              Mở trang nhóm
            </Link>
          ) : (
            <Link to="/$schoolId/my-learning-group/$id" params={{ schoolId: String(school.id), id: String(group.id) }} className={buttonClass()}>
              Vào nhóm {group.name}
            </Link>
          )}
        </div>
      ) : state === 'pending' ? (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">
          {sent ? MSG.groupJoinRequested : 'Bạn đã gửi yêu cầu vào nhóm này. Yêu cầu đang chờ giáo viên duyệt.'}
        </p>
      ) : state === 'not_in_school' ? (
        <div className="space-y-3">
          <p className="text-slate-800">{MSG.groupJoinNotInSchool.replace('{}', school.name)}</p>
          <Button variant="secondary" onClick={() => setJoiningSchool(true)}>
            Tham gia trường học
          </Button>
          <JoinSchoolDialog open={joiningSchool} onClose={() => setJoiningSchool(false)} />
        </div>
      ) : state === 'not_student' ? (
        <p className="text-slate-800">{MSG.groupJoinStudentsOnly}</p>
      ) : state === 'locked' ? (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900">Nhóm đang khoá nên không nhận thêm thành viên. Hãy hỏi giáo viên của nhóm.</p>
      ) : (
        <div className="space-y-3">
          {invitation.lastRejection && (
            <p className="text-sm text-slate-700">
              {`Yêu cầu trước của bạn (${formatDate(invitation.lastRejection.decidedAt)}) bị từ chối: ${invitation.lastRejection.reason}`}
            </p>
          )}
          <p className="text-slate-700">Giáo viên của nhóm sẽ duyệt yêu cầu của bạn.</p>
          <Button onClick={onAsk} loading={sending}>
            Xin vào nhóm
          </Button>
        </div>
      )}
      {refusal && (
        <ErrorAlert size="sm" className="w-full">
          {refusal}
        </ErrorAlert>
      )}
    </section>
  );
}
