/** The usual ways to smuggle markup or a script into a page through text (D51's security tests). */
export const XSS_PAYLOADS = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  "[x](javascript:alert(1))",
  "[x](data:text/html,<script>alert(1)</script>)",
  "[x](http://plain.example)",
  "<javascript:alert(1)>",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "<svg/onload=alert(1)>",
];
