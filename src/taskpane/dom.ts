/**
 * The only way the pane builds its DOM: elements with attributes and children, where every string becomes
 * a text node. Workbook text (player names, clubs, sheet names, messages quoting cells) therefore always
 * shows as text and can never become markup: nothing in the pane assigns innerHTML.
 */
export type Child = Node | string | number | null | undefined | false;

export interface ElementProps {
  readonly className?: string;
  readonly attrs?: Readonly<Record<string, string>>;
  readonly onClick?: (event: Event) => void;
  readonly onChange?: (event: Event) => void;
}

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: ElementProps = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  for (const [name, value] of Object.entries(props.attrs ?? {})) node.setAttribute(name, value);
  if (props.onClick) node.addEventListener('click', props.onClick);
  if (props.onChange) node.addEventListener('change', props.onChange);
  append(node, ...children);
  return node;
}

export function append(parent: Node, ...children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    parent.appendChild(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
  }
}

/** Replace an element's content with these children. */
export function fill(parent: Element, ...children: Child[]): void {
  while (parent.firstChild) parent.removeChild(parent.firstChild);
  append(parent, ...children);
}

export function element<T extends HTMLElement = HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`taskpane.html has no element #${id}`);
  return found as T;
}
