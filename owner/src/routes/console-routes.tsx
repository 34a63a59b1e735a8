// The signed-in console: the notices page, preview, publish, end early, remove, undo and
// the audit trail. Every change is a POST behind the Origin check (app.ts), the session's
// CSRF token and a signed-in session.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatTime, localDateOf, localDateTimeOf } from 'shared-content/logic';
import { z } from 'zod';
import { draftOf, formOf } from '../notices/drafts';
import { noticesText, readNoticesFile } from '../notices/notices-file';
import { patientView } from '../notices/patient-view';
import { NoticeRefused, type NoticesDesk, withDraft } from '../notices/publishing';
import { AuditPage } from '../pages/audit';
import { ConsolePage, listedNotices } from '../pages/console';
import { documentOf } from '../pages/layout';
import { PreviewPage } from '../pages/preview';
import { csrfUserInfo, requireOwner, signOut } from '../sessions/session';
import type { AuditTrail } from '../store/audit';
import type { Owner } from '../store/owners';
import type { SessionStore } from '../store/sessions';

const noticeRef = z.object({
  list: z.enum(['closures', 'specialHours', 'alerts']),
  id: z.string().min(1).max(100),
});

const doneMessages = {
  published: (now: Date) =>
    `Published. Every page of the site shows it within a minute (by ${formatTime(
      localDateTimeOf(new Date(now.getTime() + 60_000)).slice(11, 16),
    )} New Jersey time).`,
  ended: () => 'Ended. Every page shows the change within a minute.',
  removed: () => 'Removed. Every page shows the change within a minute.',
  undone: () => 'Undone: the notices are back as they were. Every page follows within a minute.',
} as const;

export function consoleRoutes(
  app: FastifyInstance,
  deps: {
    desk: NoticesDesk;
    audit: AuditTrail;
    sessions: SessionStore;
    noticesFile: string;
    now: () => Date;
  },
) {
  const { desk, audit, sessions, noticesFile, now } = deps;
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').send(body);
  const tokenFor = (request: FastifyRequest, reply: FastifyReply) =>
    reply.generateCsrf({ userInfo: csrfUserInfo(request) });
  const signedIn = (request: FastifyRequest) => request.owner as Owner;
  const change = { preHandler: [requireOwner, app.csrfProtection] };

  const consolePage = (
    request: FastifyRequest,
    reply: FastifyReply,
    extra: Partial<Parameters<typeof ConsolePage>[0]> = {},
    status = 200,
  ) => {
    const at = now();
    const { notices } = readNoticesFile(noticesFile);
    const nowLocal = localDateTimeOf(at).slice(0, 16);
    return html(
      reply,
      documentOf(
        <ConsolePage
          csrfToken={tokenFor(request, reply)}
          signedInAs={signedIn(request).name}
          notices={listedNotices(notices, localDateOf(at), nowLocal)}
          undoable={audit.lastUndoable()?.summary}
          form={formOf({})}
          errors={{}}
          {...extra}
        />,
      ),
      status,
    );
  };

  const preview = (request: FastifyRequest, reply: FastifyReply, problems: string[] = []) => {
    const result = draftOf(request.body, now());
    if (!result.ok)
      return consolePage(request, reply, { form: result.form, errors: result.errors }, 422);
    const { next } = withDraft(readNoticesFile(noticesFile).notices, result.draft);
    const checked = noticesText(next).problems;
    const ids = result.draft.list === 'alerts' ? [] : result.draft.entry.locations;
    const wording =
      result.draft.list === 'alerts' ? result.draft.entry.text : result.draft.entry.reason;
    const views = (['en', 'es'] as const).map((lang) => patientView(next, ids, now(), lang));
    return html(
      reply,
      documentOf(
        <PreviewPage
          csrfToken={tokenFor(request, reply)}
          signedInAs={signedIn(request).name}
          form={result.form}
          wording={wording}
          views={
            result.draft.list === 'alerts'
              ? views.map((view) => ({ ...view, locations: [] }))
              : views
          }
          problems={[...problems, ...checked]}
        />,
      ),
      problems.length + checked.length > 0 ? 422 : 200,
    );
  };

  app.get('/', { preHandler: requireOwner }, async (request, reply) => {
    // Only the table's own keys: `constructor` or `__proto__` is no message (nor a 500).
    const done = (request.query as { done?: unknown }).done;
    const message =
      typeof done === 'string' && Object.hasOwn(doneMessages, done)
        ? doneMessages[done as keyof typeof doneMessages](now())
        : undefined;
    return consolePage(request, reply, { message });
  });

  app.post('/preview', change, async (request, reply) => preview(request, reply));

  app.post('/publish', change, async (request, reply) => {
    const result = draftOf(request.body, now());
    if (!result.ok) return preview(request, reply);
    try {
      desk.publish(signedIn(request), result.draft);
    } catch (error) {
      if (error instanceof NoticeRefused) return preview(request, reply, error.problems);
      throw error;
    }
    return reply.redirect('/owner/?done=published', 303);
  });

  for (const action of ['end', 'remove'] as const) {
    app.post(`/notices/${action}`, change, async (request, reply) => {
      const ref = noticeRef.safeParse(request.body);
      if (!ref.success) return reply.code(400).send({ error: 'Which notice?' });
      try {
        desk[action](signedIn(request), ref.data.list, ref.data.id);
      } catch (error) {
        if (error instanceof NoticeRefused) return reply.code(409).send({ error: error.message });
        throw error;
      }
      return reply.redirect(`/owner/?done=${action === 'end' ? 'ended' : 'removed'}`, 303);
    });
  }

  app.post('/undo', change, async (request, reply) => {
    try {
      if (!desk.undo(signedIn(request))) return reply.code(409).send({ error: 'Nothing to undo.' });
    } catch (error) {
      if (error instanceof NoticeRefused) return reply.code(409).send({ error: error.message });
      throw error;
    }
    return reply.redirect('/owner/?done=undone', 303);
  });

  app.get('/audit', { preHandler: requireOwner }, async (request, reply) =>
    html(
      reply,
      documentOf(
        <AuditPage
          csrfToken={tokenFor(request, reply)}
          signedInAs={signedIn(request).name}
          entries={audit.recent()}
        />,
      ),
    ),
  );

  app.post('/sign-out', change, async (request, reply) => {
    signOut(request, reply, sessions);
    return reply.redirect('/owner/sign-in', 303);
  });
}
