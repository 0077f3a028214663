import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { parseBlocks, type Block, type Inline } from "#app/lib/text/mini-markdown.ts";

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

type MarkdownTextProps = {
  /** Copy in the format described in app/lib/text/mini-markdown.ts. */
  source: string;
  /** The level a `#` heading in the copy gets, so the copy fits the page's outline. */
  headingLevel?: HeadingLevel;
  className?: string;
};

/**
 * Renders markdown-like copy as React elements. Text only ever becomes text
 * nodes (React escapes it); no HTML in the copy is interpreted.
 */
export function MarkdownText({ source, headingLevel = 3, className }: MarkdownTextProps) {
  const blocks = parseBlocks(source);
  return (
    <div className={className}>
      {blocks.map((block, index) => (
        <BlockElement key={index} block={block} headingLevel={headingLevel} />
      ))}
    </div>
  );
}

function BlockElement({ block, headingLevel }: { block: Block; headingLevel: HeadingLevel }) {
  switch (block.type) {
    case "heading": {
      const Heading = `h${Math.min(6, headingLevel + block.depth - 1)}` as `h${HeadingLevel}`;
      return (
        <Heading id={block.id} className="mt-6 text-base font-semibold text-slate-900">
          <InlineNodes nodes={block.children} />
        </Heading>
      );
    }
    case "paragraph":
      return (
        <p className="mt-4 first:mt-0">
          <InlineNodes nodes={block.children} />
        </p>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          className={`mt-4 space-y-2 pl-5 first:mt-0 ${block.ordered ? "list-decimal" : "list-disc"} marker:text-indigo-700`}
        >
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              <InlineNodes nodes={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

const linkClass =
  "font-medium text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:text-indigo-900";

function InlineNodes({ nodes }: { nodes: Inline[] }): ReactNode {
  return nodes.map((node, index) => <Fragment key={index}>{inlineElement(node)}</Fragment>);
}

function inlineElement(node: Inline): ReactNode {
  switch (node.type) {
    case "text":
      return node.text;
    case "break":
      return <br />;
    case "code":
      return (
        <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.875em] text-slate-800">{node.text}</code>
      );
    case "strong":
      return (
        <strong className="font-semibold text-slate-900">
          <InlineNodes nodes={node.children} />
        </strong>
      );
    case "em":
      return (
        <em>
          <InlineNodes nodes={node.children} />
        </em>
      );
    case "link":
      if (node.href.startsWith("/")) {
        return (
          <Link to={node.href} className={linkClass}>
            <InlineNodes nodes={node.children} />
          </Link>
        );
      }
      if (node.href.startsWith("https:")) {
        return (
          <a href={node.href} className={linkClass} target="_blank" rel="noopener noreferrer">
            <InlineNodes nodes={node.children} />
          </a>
        );
      }
      return (
        <a href={node.href} className={linkClass}>
          <InlineNodes nodes={node.children} />
        </a>
      );
  }
}
