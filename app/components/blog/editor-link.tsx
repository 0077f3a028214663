import type { ReactNode, Ref } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "#app/components/ui/button.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** The back office's editor of a post, or of a new one in the page's language. */
export function editorPath(locale: Locale, id?: string): string {
  return id ? adminPath("blogPost", locale, { id }) : `${adminPath("blogNew", locale)}?lang=${locale}`;
}

type EditorLinkProps = {
  locale: Locale;
  /** The post to edit; none for a new one. */
  id?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  "aria-label"?: string;
  ref?: Ref<HTMLAnchorElement>;
  children: ReactNode;
};

/**
 * With BLOG_STORE=server the public blog's New Post, Edit and Edit Post open the back office's editor, the one
 * place where a post is written (issue 48): a plain link that loads it as a page of its own (the back office
 * renders each page per request, behind its own guard), where SPEC's demo opens its dialogs.
 */
export function EditorLink({
  locale,
  id,
  variant = "primary",
  size = "sm",
  className,
  ref,
  ...props
}: EditorLinkProps) {
  return (
    <a
      ref={ref}
      href={editorPath(locale, id)}
      className={buttonClasses(variant, size, className)}
      aria-label={props["aria-label"]}
    >
      {props.children}
    </a>
  );
}
