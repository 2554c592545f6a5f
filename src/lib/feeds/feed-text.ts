/**
 * Characters XML cannot hold (C0 controls but tab and line breaks, and U+FFFE/U+FFFF). Officers' texts can
 * carry them (Word pastes U+000B for a line break, and the REST API takes what it is sent): one in a title
 * made /news/rss.xml unreadable for every subscriber. Feeds and calendar files leave them out.
 */
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

export const feedText = (text: string): string => text.replace(NOT_IN_XML, '')
