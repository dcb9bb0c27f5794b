// Served at the app's routes when the web app has not been built (API-only runs and tests).
export const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Contest Tracker</title></head>
<body>
<main>
<h1>Contest Tracker</h1>
<p>The web app has not been built (<code>npm run build -w @contest-tracker/web</code>). The contest
lists are served at <a href="/api/contests/upcoming">/api/contests/upcoming</a> and
<a href="/api/contests/past?page=0">/api/contests/past</a>, sync health at
<a href="/api/status">/api/status</a>.</p>
</main>
</body>
</html>
`;
