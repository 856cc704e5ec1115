# caribe: one static binary on a small base image.
#   docker build --build-arg COMMIT=$(git rev-parse HEAD) -t caribe .
#   docker run -p 8080:8080 -v caribe-data:/data caribe
# The database lives in the /data volume; every `caribe serve` flag can be
# set with its CARIBE_… environment variable (docs/operations.md).
# The toolchain go.mod names, with its security fixes.
FROM golang:1.26.11 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
# The context has no .git: the commit comes in as the COMMIT argument.
ARG VERSION=""
ARG COMMIT=""
RUN CGO_ENABLED=0 go build -trimpath -ldflags "-s -w -X main.buildVersion=${VERSION} -X main.buildCommit=${COMMIT}" -o /out/caribe ./cmd/caribe \
 && mkdir -p /out/data

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/caribe /usr/local/bin/caribe
# A new volume takes the ownership of the image's /data: the nonroot user's.
COPY --from=build --chown=65532:65532 /out/data /data
VOLUME /data
ENV CARIBE_ADDR=0.0.0.0:8080 CARIBE_DB=/data/caribe.db
EXPOSE 8080
USER nonroot:nonroot
ENTRYPOINT ["/usr/local/bin/caribe"]
CMD ["serve"]
