// Office XML as fast-xml-parser's ordered tree: document order matters (paragraphs, slides), so every element is
// { tag: children[], ':@': attributes } and text is { '#text': string }, with nothing coerced to numbers or trimmed.
import { XMLParser } from 'fast-xml-parser';

export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  // A run " lục" must keep its leading space, or words glue together.
  trimValues: false,
  // Decodes numeric character references (&#7841;) too.
  htmlEntities: true,
});

export function parseXml(text: string): XmlNode[] {
  return parser.parse(text.replace(/^\uFEFF/, '')) as XmlNode[];
}

export function tagOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@' && key !== '#text');
}

export function children(node: XmlNode | undefined): XmlNode[] {
  const tag = node && tagOf(node);
  const value = tag ? node[tag] : undefined;
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

export function attrs(node: XmlNode): Record<string, string | undefined> {
  return (node[':@'] as Record<string, string> | undefined) ?? {};
}
