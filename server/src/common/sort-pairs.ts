/**
 * `{ids: "1,2", orders: "3,4"}` as pairs; undefined when the lists are malformed or of different
 * lengths (RuoYi: "保存排序异常，请联系管理员"). The 保存排序 of menus and departments.
 */
export function parseSortPairs(
  ids: string,
  orders: string,
): Array<{ id: number; order: number }> | undefined {
  const split = (text: string) => (text.trim() === '' ? [] : text.split(',').map((part) => part.trim()));
  const idParts = split(ids);
  const orderParts = split(orders);
  if (idParts.length === 0 || idParts.length !== orderParts.length) return undefined;
  const pairs: Array<{ id: number; order: number }> = [];
  for (let i = 0; i < idParts.length; i += 1) {
    if (!/^\d{1,15}$/.test(idParts[i]) || !/^\d{1,4}$/.test(orderParts[i])) return undefined;
    pairs.push({ id: Number(idParts[i]), order: Number(orderParts[i]) });
  }
  return pairs;
}
