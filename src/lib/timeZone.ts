/**
 * The library's time zone: what "today" is for opening hours, the home header and the public
 * site's dates, and how mails and logs show times. One setting (LIBRARY_TIME_ZONE), not the
 * server's TZ, which is often UTC on a server.
 */
export const LIBRARY_TIME_ZONE = process.env.LIBRARY_TIME_ZONE || 'Asia/Taipei'
