// Types for the two libraries of the Word import that ship none: mammoth's standalone browser build (the same API
// as the package, which types only its Node entry) and omml2mathml.
declare module 'mammoth/mammoth.browser.js' {
  import mammoth from 'mammoth';
  export default mammoth;
}
declare module 'omml2mathml' {
  /** An OMML element (m:oMath or m:oMathPara) as a MathML element. */
  export default function omml2mathml(omml: Element): Element;
}
