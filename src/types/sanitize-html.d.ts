// sanitize-html ships no types and @types/sanitize-html is not a dependency; this declares the
// part of its API the content sanitiser uses (see src/lib/content/sanitize-content.ts).
declare module 'sanitize-html' {
  function sanitizeHtml(dirty: string, options?: sanitizeHtml.Options): string;

  namespace sanitizeHtml {
    interface Attributes {
      [name: string]: string;
    }

    interface Frame {
      tag: string;
      attribs: Attributes;
      text: string;
    }

    type Transformer = (tagName: string, attribs: Attributes) => { tagName: string; attribs: Attributes; text?: string };

    interface Options {
      allowedTags?: string[] | false;
      allowedAttributes?: Record<string, string[]> | false;
      allowedClasses?: Record<string, string[]>;
      allowedSchemes?: string[];
      allowedSchemesByTag?: Record<string, string[]>;
      allowedSchemesAppliedToAttributes?: string[];
      allowProtocolRelative?: boolean;
      allowedIframeHostnames?: string[];
      allowIframeRelativeUrls?: boolean;
      disallowedTagsMode?: 'discard' | 'escape' | 'recursiveEscape' | 'completelyDiscard';
      nonTextTags?: string[];
      parseStyleAttributes?: boolean;
      transformTags?: Record<string, string | Transformer>;
      exclusiveFilter?: (frame: Frame) => boolean;
    }
  }

  export = sanitizeHtml;
}
