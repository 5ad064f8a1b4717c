# The site's instances, behind one round-robin director named `origins` (default.vcl uses it).
# Copy to backends.vcl in a folder of varnishd's vcl_path and list every instance.

backend eva1 {
  .host = "127.0.0.1";
  .port = "3000";
  .probe = {
    .url = "/favicon.svg";
    .interval = 5s;
    .timeout = 2s;
    .window = 5;
    .threshold = 3;
  }
}

sub vcl_init {
  new origins = directors.round_robin();
  origins.add_backend(eva1);
}
