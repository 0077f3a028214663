// @vitest-environment jsdom
/**
 * Pasting into the real editor (Tiptap's schema and ProseMirror's parser, in jsdom): HTML as Google Docs, Word and
 * a web page put it on the clipboard keeps its headings, lists and links, and loses the rest.
 */
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { postEditorOptions } from "#app/lib/blog/editor/extensions.ts";
import { missingAltText } from "#app/lib/blog/editor/extensions.ts";

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function paste(html: string): string {
  editor = new Editor({ ...postEditorOptions("<p></p>"), element: document.createElement("div") });
  // jsdom has no ClipboardEvent: a plain paste event carries the HTML as ProseMirror hands it to the schema.
  editor.view.pasteHTML(html, new Event("paste") as ClipboardEvent);
  return editor.getHTML();
}

const googleDocs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5e1d4c7a-7fff-9a1b-2c3d-0e4f5a6b7c8d"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;vertical-align:baseline;white-space:pre-wrap;">Warum Dashboards nicht reichen</span></h2><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">Fragen Sie </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:700;">in Ihren Worten</span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;">, siehe </span><a href="https://example.com/studie" style="text-decoration:none;"><span style="font-size:11pt;color:#1155cc;text-decoration:underline;">die Studie</span></a><span style="font-size:11pt;">.</span></p><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;" role="presentation"><span style="font-size:11pt;">Umsatz nach Region</span></p></li><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;" role="presentation"><span style="font-size:11pt;font-style:italic;">Churn</span><span style="font-size:11pt;"> je Kohorte</span></p></li></ul></b>`;

const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><style><!-- p.MsoNormal {margin:0cm; font-family:"Calibri",sans-serif;} --></style></head><body lang=DE style='tab-interval:35.4pt'>
<!--StartFragment--><h1 style='margin-top:12.0pt'><span style='mso-fareast-font-family:"Times New Roman"'>Quartalsbericht<o:p></o:p></span></h1>
<p class=MsoNormal>Die wichtigsten <b>Kennzahlen</b> auf einen Blick:<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Umsatz<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>nach Region<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Marge<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Erstens<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Zweitens<o:p></o:p></p>
<p class=MsoNormal>Mehr unter <a href="https://conversational-bi.example/blog">unserem Blog</a>.<o:p></o:p></p><!--EndFragment--></body></html>`;

const webPage = `<div class="article" style="font-family:Georgia"><h1 class="title">Self-service analytics</h1><p>Read <a href="https://example.com/a" onclick="track()">the guide</a> first.</p><img src="https://cdn.example.com/hero.jpg" alt="Hero"><h4>Details</h4><table><tr><td>Cell text</td></tr></table><script>alert(1)</script><p style="color:red"><span class="x">Plain <em>emphasis</em></span></p></div>`;

describe("pasting into the blog editor", () => {
  it("keeps a Google Docs heading, its bold and italic, its link and its list, without the bold wrapper", () => {
    expect(paste(googleDocs)).toBe(
      "<h2>Warum Dashboards nicht reichen</h2>" +
        '<p>Fragen Sie <strong>in Ihren Worten</strong>, siehe <a rel="noopener" href="https://example.com/studie">die Studie</a>.</p>' +
        "<ul><li><p>Umsatz nach Region</p></li><li><p><em>Churn</em> je Kohorte</p></li></ul>" +
        // The editor keeps a paragraph after a list to go on writing in; saving leaves it out.
        "<p></p>",
    );
  });

  it("turns Word's list paragraphs into lists, nested and numbered as they were, and its <h1> into a <h2>", () => {
    expect(paste(word)).toBe(
      "<h2>Quartalsbericht</h2>" +
        "<p>Die wichtigsten <strong>Kennzahlen</strong> auf einen Blick:</p>" +
        "<ul><li><p>Umsatz</p><ul><li><p>nach Region</p></li></ul></li><li><p>Marge</p></li></ul>" +
        "<ol><li><p>Erstens</p></li><li><p>Zweitens</p></li></ol>" +
        '<p>Mehr unter <a rel="noopener" href="https://conversational-bi.example/blog">unserem Blog</a>.</p>',
    );
  });

  it("keeps a web page's headings, links and emphasis; drops its scripts, handlers, styles and foreign images", () => {
    const html = paste(webPage);
    expect(html).toBe(
      "<h2>Self-service analytics</h2>" +
        '<p>Read <a rel="noopener" href="https://example.com/a">the guide</a> first.</p>' +
        "<h3>Details</h3><p>Cell text</p><p>Plain <em>emphasis</em></p>",
    );
  });

  it("counts the images that still need an alternative text", () => {
    expect(missingAltText('<img src="/a.png" alt="Chart"><img src="/b.png"><img src="/c.png" alt=" ">')).toBe(2);
  });
});
