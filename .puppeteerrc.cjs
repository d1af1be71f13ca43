// pa11y (npm run audit:public) brings puppeteer, whose install step would download a Chrome;
// nothing can be downloaded here and the audits drive Debian's /usr/bin/chromium instead.
/** @type {import('puppeteer').Configuration} */
module.exports = { skipDownload: true }
