/** The filters of `GET /monitor/online/list` (both exact matches on the server). */
export interface OnlineFilters {
  ipaddr?: string;
  userName?: string;
}
