import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { BlogAdminCopy } from "#app/content/blog/types.ts";
import { adminPassword, DEFAULT_ADMIN_PASSWORD, isAdminPassword } from "#app/lib/blog/admin-password.ts";
import { setIsAdmin } from "#app/lib/blog/admin-session.ts";
import type { BlogMode } from "#app/lib/blog/blog-mode.ts";
import { postRepositoryFor } from "#app/lib/blog/browser-post-repository.ts";
import type { BlogPost, PostInput } from "#app/lib/blog/post.ts";
import { readPostForm, type RequiredPostField } from "#app/lib/blog/post-form.ts";
import { PostRepositoryError } from "#app/lib/blog/post-repository.ts";
import { signInForm } from "#app/lib/admin/sign-in-form.ts";
import { parseForm } from "#app/lib/server/form-fields.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { useToast } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { controlClasses, EmailField, FormField, PasswordField } from "#app/components/ui/form-field.tsx";
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import type { AdminDialogRequest, DialogOutcome } from "#app/lib/blog/admin-dialog.ts";

/** SPEC: the login answers after 800 ms, right or wrong. */
export const LOGIN_DELAY_MS = 800;

type AdminDialogsProps = {
  request: AdminDialogRequest;
  open: boolean;
  copy: BlogAdminCopy;
  mode: BlogMode;
  /** After a sign-in or a change: the publishing blog's page asks the server again. */
  onChanged: () => void;
  onOpenChange: (open: boolean) => void;
  onClosed: (outcome: DialogOutcome) => void;
};

/** Loaded on first use: the login, post form and delete dialogs of the administrator mode. */
export default function AdminDialogs({
  request,
  open,
  copy,
  mode,
  onChanged,
  onOpenChange,
  onClosed,
}: AdminDialogsProps) {
  // Set to "done" just before a dialog closes itself after doing its job.
  const outcome = useRef<DialogOutcome>("cancelled");
  const finish = () => {
    outcome.current = "done";
    onChanged();
    onOpenChange(false);
  };
  const contentProps = {
    closeLabel: copy.close,
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      onClosed(outcome.current);
    },
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {request.kind === "login" ? (
        <DialogContent {...contentProps} data-testid="login-dialog">
          <DialogTitle>{copy.login.title}</DialogTitle>
          <DialogDescription>
            {mode.kind === "server" ? copy.server.loginDescription : copy.login.description}
          </DialogDescription>
          {mode.kind === "server" ? (
            <OperatorLoginForm copy={copy} locale={mode.locale} onDone={finish} />
          ) : (
            <LoginForm copy={copy} onDone={finish} />
          )}
        </DialogContent>
      ) : request.kind === "delete" ? (
        <DeleteDialogContent
          {...contentProps}
          copy={copy}
          mode={mode}
          id={request.id}
          title={request.title}
          onDone={finish}
        />
      ) : (
        <DialogContent
          {...contentProps}
          className="sm:max-w-2xl"
          data-testid="post-dialog"
          // Radix would select the title's text on focus; one keystroke would then replace it.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.target as HTMLElement).querySelector<HTMLElement>('[name="title"]')?.focus();
          }}
        >
          <DialogTitle>{request.kind === "edit" ? copy.postForm.editTitle : copy.postForm.createTitle}</DialogTitle>
          <DialogDescription>
            {request.kind === "edit" ? copy.postForm.editDescription : copy.postForm.createDescription}
          </DialogDescription>
          <PostForm copy={copy} mode={mode} post={request.kind === "edit" ? request.post : undefined} onDone={finish} />
        </DialogContent>
      )}
    </Dialog>
  );
}

const delay = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

function LoginForm({ copy, onDone }: { copy: BlogAdminCopy; onDone: () => void }) {
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Closing the dialog while the password is checked cancels the login.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const ids = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (password === "") {
      setError(copy.login.required);
      input.current?.focus();
      return;
    }
    setError(null);
    setPending(true);
    await delay(LOGIN_DELAY_MS);
    if (!mounted.current) return;
    setPending(false);
    if (isAdminPassword(password)) {
      setIsAdmin(true);
      toast(copy.toasts.loginSuccess);
      onDone();
    } else {
      toast({ ...copy.toasts.loginFailed, variant: "destructive" });
      setError(copy.toasts.loginFailed.description);
      input.current?.select();
      input.current?.focus();
    }
  }

  const hintId = `${ids}-hint`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <PasswordField
        ref={input}
        name="password"
        label={copy.login.passwordLabel}
        autoComplete="current-password"
        error={error}
        describedBy={adminPassword === DEFAULT_ADMIN_PASSWORD ? hintId : undefined}
      />
      {adminPassword === DEFAULT_ADMIN_PASSWORD ? (
        <p id={hintId} className="rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900">
          {formatTemplate(copy.login.hint, { password: DEFAULT_ADMIN_PASSWORD })}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">{copy.login.notice}</p>
      <SignInButtons copy={copy} pending={pending} />
    </form>
  );
}

/**
 * The publishing blog's sign-in: an operator's e-mail address and password,
 * checked by the server (no hint, nothing in the page's code), with SPEC's
 * 800 ms feel kept as the least time it takes.
 */
function OperatorLoginForm({ copy, locale, onDone }: { copy: BlogAdminCopy; locale: Locale; onDone: () => void }) {
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  const ids = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const { email: address, password } = parseForm(new FormData(event.currentTarget), signInForm)!;
    if (!address || !password) {
      setError(copy.api.missingLogin);
      email.current?.focus();
      return;
    }
    setError(null);
    setPending(true);
    const [{ signIn }] = await Promise.all([import("#app/lib/blog/server-post-repository.ts"), delay(LOGIN_DELAY_MS)]);
    const result = await signIn(locale, address, password);
    setPending(false);
    if (result.ok) {
      toast(copy.toasts.loginSuccess);
      onDone();
    } else {
      toast({ title: copy.toasts.loginFailed.title, description: result.message, variant: "destructive" });
      setError(result.message);
      email.current?.focus();
    }
  }

  // The message under the password says what is wrong with both fields.
  const passwordId = `${ids}-password`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <EmailField
        ref={email}
        label={copy.server.emailLabel}
        invalid={Boolean(error)}
        describedBy={error ? `${passwordId}-error` : undefined}
      />
      <PasswordField
        id={passwordId}
        name="password"
        label={copy.login.passwordLabel}
        autoComplete="current-password"
        error={error}
      />
      <SignInButtons copy={copy} pending={pending} />
    </form>
  );
}

/** Cancel, and sign in (saying it is under way while it is). */
function SignInButtons({ copy, pending }: { copy: BlogAdminCopy; pending: boolean }) {
  return (
    <DialogActions cancel={copy.login.cancel}>
      <Button type="submit" disabled={pending}>
        {pending ? copy.login.pending : copy.login.submit}
      </Button>
    </DialogActions>
  );
}

function missingFields(form: HTMLFormElement): RequiredPostField[] {
  const result = readPostForm(new FormData(form));
  return result.ok ? [] : result.missing;
}

/** Only what the author changed, so an edit merges into the stored post instead of overwriting it. */
function changedFields(post: BlogPost, input: PostInput): Partial<PostInput> {
  const changes: Partial<PostInput> = {};
  if (input.title !== post.title) changes.title = input.title;
  if (input.author !== post.author) changes.author = input.author;
  if (input.summary !== post.summary) changes.summary = input.summary;
  if (input.content !== post.content) changes.content = input.content;
  if (input.tags.join("\n") !== post.tags.join("\n")) changes.tags = input.tags;
  return changes;
}

/** SPEC's post form: the demo blog's (with BLOG_STORE=server, New Post and Edit open the back office's editor). */
type PostFormProps = { copy: BlogAdminCopy; mode: BlogMode; post: BlogPost | undefined; onDone: () => void };

function PostForm({ copy, mode, post, onDone }: PostFormProps) {
  const { toast } = useToast();
  const [missing, setMissing] = useState<RequiredPostField[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { postForm } = copy;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const formElement = event.currentTarget;
    setSubmitted(true);
    const result = readPostForm(new FormData(formElement));
    if (!result.ok) {
      setMissing(result.missing);
      formElement.querySelector<HTMLElement>(`[name="${result.missing[0]}"]`)?.focus();
      return;
    }
    setMissing([]);
    setPending(true);
    try {
      const repository = await postRepositoryFor(mode);
      if (post) {
        await repository.update(post.id, changedFields(post, result.input));
        toast(copy.toasts.updated);
      } else {
        await repository.create(result.input);
        toast(copy.toasts.created);
      }
      onDone();
    } catch (error) {
      // Nothing was saved and the dialog stays open with everything typed in it.
      setPending(false);
      const notFound = error instanceof PostRepositoryError && error.reason === "not-found";
      toast({ ...(notFound ? copy.toasts.notFound : copy.toasts.notSaved), variant: "destructive" });
    }
  }

  const errorOf = (name: RequiredPostField) => (missing.includes(name) ? postForm[name].error : null);

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      // After a first submit, messages follow the fields as they are filled in.
      onChange={() => {
        if (submitted && form.current) setMissing(missingFields(form.current));
      }}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={postForm.title.label} error={errorOf("title")}>
          {(control) => (
            <input
              {...control}
              name="title"
              aria-required
              type="text"
              defaultValue={post?.title}
              className={controlClasses()}
            />
          )}
        </FormField>
        <FormField label={postForm.author.label} error={errorOf("author")}>
          {(control) => (
            <input
              {...control}
              name="author"
              aria-required
              type="text"
              autoComplete="name"
              defaultValue={post?.author}
              className={controlClasses()}
            />
          )}
        </FormField>
      </div>
      <FormField label={postForm.summary.label} error={errorOf("summary")}>
        {(control) => (
          <textarea
            {...control}
            name="summary"
            aria-required
            rows={3}
            defaultValue={post?.summary}
            className={controlClasses()}
          />
        )}
      </FormField>
      <FormField label={postForm.content.label} hint={postForm.content.hint} error={errorOf("content")}>
        {(control) => (
          <textarea
            {...control}
            name="content"
            aria-required
            rows={10}
            spellCheck={false}
            defaultValue={post?.content}
            className={controlClasses("font-mono text-sm")}
          />
        )}
      </FormField>
      <FormField label={postForm.tags.label} hint={postForm.tags.hint}>
        {(control) => (
          <input
            {...control}
            name="tags"
            type="text"
            defaultValue={post?.tags.join(", ")}
            className={controlClasses()}
          />
        )}
      </FormField>
      <DialogActions cancel={postForm.cancel}>
        <Button type="submit" disabled={pending}>
          {pending ? postForm.pending : post ? postForm.save : postForm.publish}
        </Button>
      </DialogActions>
    </form>
  );
}

type DeleteDialogContentProps = {
  copy: BlogAdminCopy;
  mode: BlogMode;
  id: string;
  title: string;
  closeLabel: string;
  onCloseAutoFocus: (event: Event) => void;
  onDone: () => void;
};

function DeleteDialogContent({ copy, mode, id, title, onDone, ...contentProps }: DeleteDialogContentProps) {
  const { toast } = useToast();
  const cancel = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await (await postRepositoryFor(mode)).delete(id);
      toast({ ...copy.toasts.deleted, variant: "destructive", announce: "polite" });
      onDone();
    } catch {
      setPending(false);
      toast({ ...copy.toasts.notDeleted, variant: "destructive" });
    }
  }

  return (
    <DialogContent
      {...contentProps}
      role="alertdialog"
      data-testid="delete-dialog"
      // The safe choice has focus first.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        cancel.current?.focus();
      }}
    >
      <DialogTitle>{copy.deletePost.title}</DialogTitle>
      <DialogDescription>
        {formatTemplate(mode.kind === "server" ? copy.server.deleteDescription : copy.deletePost.description, {
          title,
        })}
      </DialogDescription>
      <DialogActions cancel={copy.deletePost.cancel} cancelRef={cancel}>
        <Button variant="destructive" disabled={pending} onClick={() => void confirm()}>
          {copy.deletePost.confirm}
        </Button>
      </DialogActions>
    </DialogContent>
  );
}
