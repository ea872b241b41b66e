import {
  type CallExpression,
  type Expression,
  type JSXAttribute,
  type JSXChild,
  type JSXExpression,
  type Node,
  parseSync,
} from 'oxc-parser';

/** A word written into a component instead of read from the catalogues. */
export interface LiteralText {
  line: number;
  /** What kind of place holds it: JSX text, a prop (`aria-label`) or a rendered expression. */
  where: string;
  text: string;
}

/**
 * Props whose value a reader sees or hears. Class names, hrefs, ids, test ids, `lang`, keys and
 * the like are not interface text, so they are left alone. The same names given to `setAttribute`
 * count too.
 */
export const textProps: ReadonlySet<string> = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-placeholder',
  'aria-valuetext',
  'label',
  'placeholder',
  'title',
  'alt',
]);

const letter = /\p{L}/u;
// JSX text keeps its entities as written: '&nbsp;' is a space, not the word 'nbsp'.
const entity = /&(?:#\d+|#x[\da-f]+|[a-z][\da-z]*);/gi;

/**
 * Every literal interface text in a TSX source: JSX text with a letter; a string or template
 * literal with a letter given to a prop in `textProps`; and one rendered as a child
 * (`{busy ? 'Kaydediliyor' : label}`, `{'Kaydet'}`, `{`${count} ilan`}`); and one set on an element
 * with `setAttribute('aria-label', …)`. Words kept in a constant and rendered through a name are
 * beyond a parser: review catches those.
 */
export function findLiteralTexts(filename: string, source: string): LiteralText[] {
  const parsed = parseSync(filename, source);
  if (parsed.errors.length > 0) {
    throw new Error(`${filename} does not parse: ${parsed.errors[0]?.message}`);
  }
  const found: LiteralText[] = [];
  const report = (start: number, where: string, text: string) =>
    found.push({ line: lineAt(source, start), where, text: text.replace(/\s+/g, ' ').trim() });

  /** The literals an expression can evaluate to where it is shown: both arms, either side. */
  const reportRendered = (expression: JSXExpression, where: string): void => {
    switch (expression.type) {
      case 'Literal':
        if (typeof expression.value === 'string' && letter.test(expression.value)) {
          report(expression.start, where, expression.value);
        }
        return;
      case 'TemplateLiteral': {
        const written = expression.quasis.map((quasi) => quasi.value.cooked ?? '').join('…');
        if (letter.test(written)) report(expression.start, where, `\`${written}\``);
        return;
      }
      case 'ConditionalExpression':
        reportRendered(expression.consequent, where);
        reportRendered(expression.alternate, where);
        return;
      case 'LogicalExpression':
        // `shown && 'Kaydet'` shows only its right side; `label ?? 'Kaydet'` either.
        if (expression.operator !== '&&') reportRendered(expression.left, where);
        reportRendered(expression.right, where);
        return;
      case 'ParenthesizedExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
        reportRendered(expression.expression, where);
        return;
      case 'ArrayExpression':
        for (const element of expression.elements) {
          if (element && element.type !== 'SpreadElement') reportRendered(element, where);
        }
        return;
    }
  };

  const reportChildren = (children: JSXChild[]) => {
    for (const child of children) {
      if (child.type === 'JSXText') {
        if (letter.test(child.value.replace(entity, ' '))) {
          report(child.start, 'JSX text', child.value);
        }
      } else if (child.type === 'JSXExpressionContainer') {
        reportRendered(child.expression, 'rendered');
      }
    }
  };

  const reportProp = (attribute: JSXAttribute) => {
    const name =
      attribute.name.type === 'JSXIdentifier' ? attribute.name.name : attribute.name.name.name;
    if (!textProps.has(name) || !attribute.value) return;
    const value = attribute.value;
    if (value.type === 'Literal') reportRendered(value as Expression, name);
    else if (value.type === 'JSXExpressionContainer') reportRendered(value.expression, name);
  };

  // What a component sets on elements it does not render (a third-party widget's buttons).
  const reportSetAttribute = (call: CallExpression) => {
    const [name, value] = call.arguments;
    if (
      call.callee.type === 'MemberExpression' &&
      call.callee.property.type === 'Identifier' &&
      call.callee.property.name === 'setAttribute' &&
      name?.type === 'Literal' &&
      typeof name.value === 'string' &&
      textProps.has(name.value) &&
      value &&
      value.type !== 'SpreadElement'
    ) {
      reportRendered(value, name.value);
    }
  };

  walk(parsed.program, (node) => {
    if (node.type === 'JSXElement' || node.type === 'JSXFragment') reportChildren(node.children);
    else if (node.type === 'JSXAttribute') reportProp(node);
    else if (node.type === 'CallExpression') reportSetAttribute(node);
  });

  return found.sort((a, b) => a.line - b.line);
}

/** Calls `visit` on every node below `node`, parents first. */
function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof child.type === 'string') walk(child, visit);
    }
  }
}

function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let index = source.indexOf('\n'); index !== -1 && index < offset; ) {
    line += 1;
    index = source.indexOf('\n', index + 1);
  }
  return line;
}
