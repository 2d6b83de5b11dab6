/** One node of `GET /getRouters`, as far as the browser tests walk it. */
export interface RouterNode {
  path: string;
  component?: string;
  hidden?: boolean;
  children?: RouterNode[];
}

/** The address of every page the menu opens (directories, frames and outside links aside). */
export function menuPages(nodes: readonly RouterNode[], base = ''): string[] {
  const pages: string[] = [];
  for (const node of nodes) {
    if (/^https?:/.test(node.path)) continue;
    const at = node.path.startsWith('/') ? node.path : `${base}/${node.path}`;
    if (node.children?.length) pages.push(...menuPages(node.children, at));
    else if (node.component && !['Layout', 'ParentView', 'InnerLink'].includes(node.component))
      pages.push(at);
  }
  return pages;
}
