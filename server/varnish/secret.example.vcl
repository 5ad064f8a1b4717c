# The secret this edge and the site share: the site's EDGE_SECRET (32 or more letters, digits or
# ._~-, `openssl rand -hex 32`). Copy to secret.vcl in a folder of varnishd's vcl_path (not this
# one: the repository's .gitignore keeps a secret.vcl here out, but a folder only varnishd reads
# is better), mode 0600 or 0640 to varnishd's group, and put the deployment's secret in place of
# the placeholder. The site sends it with each purge; this edge sends it to the site with each
# request, beside the client's address. While it is the placeholder (it has spaces) or shorter
# than 32, no purge is taken and the site is sent no proof. Whoever can run varnishlog on this
# machine reads it in the requests' headers: that is root or the varnish group.

sub eva_secret {
  set req.http.X-Eva-Secret = "put the site's EDGE_SECRET here";
}
